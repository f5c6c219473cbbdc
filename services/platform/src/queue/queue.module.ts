import { BeforeApplicationShutdown, DynamicModule, Global, Inject, Injectable, Module, OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { createJobQueue, type QueueModuleOptions } from './create-job-queue';
import { ExportRecordsService } from './export-records/export-records.service';
import { JOB_QUEUE, type JobQueue } from './job.types';

/**
 * Closes the queue on shutdown: running jobs finish, nothing new is taken. It starts in
 * beforeApplicationShutdown so running jobs still have the DataSource, Redis and the real-time bus,
 * which other modules close in onApplicationShutdown; the second call there is a no-op.
 */
@Injectable()
export class QueueShutdown implements BeforeApplicationShutdown, OnApplicationShutdown {
  constructor(@Inject(JOB_QUEUE) private readonly queue: JobQueue) {}

  async beforeApplicationShutdown(): Promise<void> {
    await this.queue.close();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.queue.close();
  }
}

/** Provides the JobQueue under JOB_QUEUE; consuming starts only when the worker calls start(). */
@Global()
@Module({})
export class QueueModule {
  static forRoot(options: QueueModuleOptions = {}): DynamicModule {
    return {
      module: QueueModule,
      providers: [
        { provide: JOB_QUEUE, inject: [APP_CONFIG], useFactory: (config: AppConfig) => createJobQueue(config, options) },
        QueueShutdown,
        // Records every CSV export in adm_exports (when the database has that table).
        ExportRecordsService,
      ],
      exports: [JOB_QUEUE],
    };
  }
}
