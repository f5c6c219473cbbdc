export * from './queue-name.enum';
export * from './job.types';
export { DEFAULT_ATTEMPTS, DEFAULT_BACKOFF_MS, QueueClosedError } from './job-defaults';
export { UnsupportedJobVersionError, UnknownJobError } from './processor-registry';
export { BullMqJobQueue, type BullMqJobQueueOptions } from './drivers/bullmq-job-queue';
export { InProcessJobQueue } from './drivers/in-process-job-queue';
export { createJobQueue, type QueueModuleOptions } from './create-job-queue';
export { QueueModule } from './queue.module';
export { runCsvExport, startCsvExport, type CsvExportJob, type CsvExportJobData, type CsvExportDeps } from './csv-export-job';
