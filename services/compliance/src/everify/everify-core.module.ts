import { Inject, Module, OnModuleInit } from '@nestjs/common';
import { JOB_QUEUE, type JobProcessor, type JobQueue } from '@attest/platform';
import { I9CoreModule } from '../records/i9-core.module';
import { EVERIFY_ADAPTER, type EverifyAdapter } from './adapter/everify-adapter';
import { EverifyWebServiceAdapter } from './adapter/web-service/everify-web-service.adapter';
import { EverifyPhotoStore } from './cases/case-photo-store';
import { EverifyCaseSource } from './cases/case-source';
import { EverifyAccess } from './cases/everify-access';
import { EverifyCasesService } from './cases/everify-cases.service';
import { EVERIFY_CONFIG, loadEverifyConfig, type EverifyConfig } from './everify-config';
import { EverifyCaseSyncService } from './jobs/everify-case-sync.service';
import { EverifyDispatchService } from './jobs/everify-dispatch.service';
import { EverifyScheduler } from './jobs/everify.scheduler';
import { RefreshEverifyCasesProcessor } from './jobs/refresh-everify-cases.processor';
import { SyncEverifyCaseProcessor } from './jobs/sync-everify-case.processor';
import { EverifyChannelService } from './realtime/everify-channel.service';
import { EverifySimulatorService } from './simulator/everify-simulator.service';
import { SimulatorEverifyAdapter } from './simulator/simulator.adapter';
import { SimulatorSettingsService } from './simulator/simulator-settings.service';

/**
 * E-Verify without HTTP: the adapter (simulator by default, web service when EVERIFY_ADAPTER=web-service),
 * the case core, and the queue's processors and refresh scheduling. The processors are registered here, so
 * whichever process starts the queue (the worker, or the server) runs them.
 */
@Module({
  imports: [I9CoreModule],
  providers: [
    { provide: EVERIFY_CONFIG, useFactory: () => loadEverifyConfig() },
    SimulatorSettingsService,
    EverifySimulatorService,
    SimulatorEverifyAdapter,
    EverifyWebServiceAdapter,
    {
      provide: EVERIFY_ADAPTER,
      inject: [EVERIFY_CONFIG, SimulatorEverifyAdapter, EverifyWebServiceAdapter],
      useFactory: (config: EverifyConfig, sim: SimulatorEverifyAdapter, ws: EverifyWebServiceAdapter): EverifyAdapter => (config.adapter === 'web_service' ? ws : sim),
    },
    EverifyAccess,
    EverifyCasesService,
    EverifyCaseSource,
    EverifyPhotoStore,
    EverifyChannelService,
    EverifyDispatchService,
    EverifyCaseSyncService,
    SyncEverifyCaseProcessor,
    RefreshEverifyCasesProcessor,
    EverifyScheduler,
  ],
  exports: [
    I9CoreModule,
    EVERIFY_CONFIG,
    EVERIFY_ADAPTER,
    SimulatorSettingsService,
    EverifySimulatorService,
    EverifyAccess,
    EverifyCasesService,
    EverifyCaseSource,
    EverifyPhotoStore,
    EverifyChannelService,
    EverifyDispatchService,
    SyncEverifyCaseProcessor,
    RefreshEverifyCasesProcessor,
    EverifyScheduler,
  ],
})
export class EverifyCoreModule implements OnModuleInit {
  constructor(
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
    private readonly sync: SyncEverifyCaseProcessor,
    private readonly refresh: RefreshEverifyCasesProcessor,
  ) {}

  onModuleInit(): void {
    this.queue.registerProcessor(this.sync as unknown as JobProcessor);
    this.queue.registerProcessor(this.refresh as unknown as JobProcessor);
  }
}
