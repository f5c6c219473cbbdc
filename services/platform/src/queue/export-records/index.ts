export { ExportRecordEntity } from './export-record.entity';
export { CreateAdmExports1798780000000 } from './migrations/1798780000000-create-adm-exports';
export { ExportRecordsService, EXPORT_RETENTION_DAYS } from './export-records.service';
export { registerExportRecorder, exportRecorder, type ExportRecorder } from './export-recorder';
export { filterSummary } from './filter-summary';
