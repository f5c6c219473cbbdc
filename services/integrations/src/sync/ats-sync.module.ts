import { Inject, Module, OnApplicationBootstrap, OnModuleInit } from '@nestjs/common';
import { JOB_QUEUE, QueueName, type JobProcessor, type JobQueue } from '@attest/platform';
import { AtsConnectorFactory } from '../ats/ats-connector.factory';
import { AtsSimAdminController } from '../ats-simulator/ats-sim-admin.controller';
import { AtsSimController } from '../ats-simulator/ats-sim.controller';
import { AtsSimulatorServer } from '../ats-simulator/ats-sim-server';
import { AtsSyncProcessor } from './ats-sync.processor';
import { ATS_SYNC_TICK_CRON, ATS_SYNC_TICK_JOB, AtsSyncTickProcessor } from './ats-sync-tick';
import { SyncRunsService } from './sync-runs.service';
import { SyncController } from './sync.controller';

/**
 * The ATS connector (simulator or Bullhorn-style adapter), its simulator and the syncs on the shared queue
 * (issue 19, decision 0046). The processors register themselves, so whichever process consumes the
 * ats-sync queue runs them; the incremental job order sync is a repeatable job.
 */
@Module({
  controllers: [SyncController, AtsSimController, AtsSimAdminController],
  providers: [AtsSimulatorServer, AtsConnectorFactory, SyncRunsService, AtsSyncProcessor, AtsSyncTickProcessor],
  exports: [AtsConnectorFactory, SyncRunsService, AtsSimulatorServer],
})
export class AtsSyncModule implements OnModuleInit, OnApplicationBootstrap {
  constructor(
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
    @Inject(AtsSyncProcessor) private readonly sync: AtsSyncProcessor,
    @Inject(AtsSyncTickProcessor) private readonly tick: AtsSyncTickProcessor,
  ) {}

  onModuleInit(): void {
    this.queue.registerProcessor(this.sync as unknown as JobProcessor);
    this.queue.registerProcessor(this.tick as unknown as JobProcessor);
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.upsertSchedule(QueueName.AtsSync, ATS_SYNC_TICK_JOB, { cron: ATS_SYNC_TICK_CRON, tz: 'UTC' }, ATS_SYNC_TICK_JOB, { customerId: 0, version: 1 });
  }
}
