import type { CsvExportJobData } from '@attest/platform';
import type { AuditExportFilter } from '../audit-filter';

export const EXPORT_AUDIT_LOG_JOB = 'export-audit-log';

/** Payload v1 of the audit log CSV export. */
export type ExportAuditLogJobData = CsvExportJobData<AuditExportFilter>;
