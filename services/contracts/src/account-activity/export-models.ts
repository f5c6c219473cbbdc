import type { Permission } from '../access/permissions';

/** One kind of CSV export: the queue job that writes it and the label the exports list shows (staff-side §9). */
export interface ExportModel {
  /** Short name used by filters and schedules. */
  model: string;
  /** Job name on the exports queue (what the export button queues). */
  jobName: string;
  labelKey: string;
  label: string;
  /** What a person needs to export it by hand, and so to schedule it. */
  permission: Permission;
}

/**
 * Every CSV export the product runs. §9 names four labels (I9 Submissions, Applicants, E-Verify Cases,
 * EAD Revocations); the audit log and signature requests exports are listed the same way.
 */
export const EXPORT_MODELS: readonly ExportModel[] = [
  { model: 'applicants', jobName: 'export-applicants', labelKey: 'export_model_applicants', label: 'Applicants', permission: 'applicants.export' },
  { model: 'i9_submissions', jobName: 'export-i9-submissions', labelKey: 'export_model_i9_submissions', label: 'I9 Submissions', permission: 'i9.read' },
  { model: 'everify_cases', jobName: 'export-everify-cases', labelKey: 'export_model_everify_cases', label: 'E-Verify Cases', permission: 'everify.read' },
  { model: 'ead_revocations', jobName: 'export-ead-revocations', labelKey: 'export_model_ead_revocations', label: 'EAD Revocations', permission: 'everify.read' },
  { model: 'audit_log', jobName: 'export-audit-log', labelKey: 'export_model_audit_log', label: 'Audit log', permission: 'audit.read' },
  { model: 'signature_requests', jobName: 'export-sig-requests', labelKey: 'export_model_signature_requests', label: 'Signature requests', permission: 'documents.read' },
  // A report (the NPS survey answers) as a file: what a schedule runs for reports.
  { model: 'nps_surveys', jobName: 'export-nps-surveys', labelKey: 'export_model_nps_surveys', label: 'NPS survey answers', permission: 'reports.read' },
];

export const exportModelOfJob = (jobName: string): ExportModel | undefined => EXPORT_MODELS.find((m) => m.jobName === jobName);
export const exportModelNamed = (model: string): ExportModel | undefined => EXPORT_MODELS.find((m) => m.model === model);

export const EXPORT_STATUSES = ['queued', 'running', 'done', 'failed', 'expired'] as const;
export type ExportStatus = (typeof EXPORT_STATUSES)[number];
