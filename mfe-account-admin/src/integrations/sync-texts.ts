import type { TFunction } from 'i18next';
import { isApiError } from '@attest/shared-ui';
import type { AtsSyncKind, CategorySyncPartResult, SyncRunResult, SyncRunStatus } from '@attest/contracts';

/** English of the sync outcome keys (staff-side §8 for the category sync); Spanish is in the translations seed. */
export const SYNC_OUTCOME_EN: Record<string, string> = {
  ats_category_sync_up_to_date: 'Categories, Skills, Specialties and Industries synchronization completed: everything is already up to date.',
  ats_category_sync_changed: 'Categories, Skills, Specialties and Industries synchronization completed. Added: {{inserted}} Updated: {{updated}} Deleted: {{deleted}}',
  ats_category_sync_some_failures: 'Categories, Skills, Specialties and Industries synchronization completed with some failures. Please see console logs for details.',
  ats_category_sync_issue: 'There was an issue syncing Categories, Skills, Specialties and Industries. Nothing was changed. Please see console logs for details.',
  ats_joborder_sync_up_to_date: 'Job order synchronization completed: everything is already up to date.',
  ats_joborder_sync_changed: 'Job order synchronization completed. Added: {{inserted}} Updated: {{updated}} Deleted: {{deleted}}',
  ats_joborder_sync_some_failures: 'Job order synchronization completed with some failures. Added: {{inserted}} Updated: {{updated}} Deleted: {{deleted}} Failed: {{failed}}',
  ats_sync_failed: 'The synchronization failed after its retries. It is on the failed syncs list, where it can be retried.',
};

export const outcomeText = (t: TFunction, key: string, result: SyncRunResult | null) =>
  t(key, SYNC_OUTCOME_EN[key] ?? SYNC_OUTCOME_EN.ats_sync_failed, { inserted: result?.inserted ?? 0, updated: result?.updated ?? 0, deleted: result?.deleted ?? 0, failed: result?.failed ?? 0 });

export const kindLabel = (t: TFunction, kind: AtsSyncKind) =>
  ({
    categories: t('ats_sync_kind_categories', 'Categories, skills, specialties and industries'),
    joborders_all: t('ats_sync_kind_joborders_all', 'All job orders'),
    joborders_changes: t('ats_sync_kind_joborders_changes', 'Job order changes'),
  })[kind];

export const statusLabel = (t: TFunction, status: SyncRunStatus) =>
  ({
    queued: t('ats_sync_status_queued', 'Queued'),
    running: t('ats_sync_status_running', 'Running'),
    retrying: t('ats_sync_status_retrying', 'Retrying'),
    succeeded: t('ats_sync_status_succeeded', 'Done'),
    failed: t('ats_sync_status_failed', 'Failed'),
  })[status];

export const partText = (t: TFunction, p: CategorySyncPartResult) => {
  const name = {
    categories: t('ats_sync_part_categories', 'Categories'),
    skills_specialties: t('ats_sync_part_skills_specialties', 'Skills and specialties'),
    industries: t('ats_sync_part_industries', 'Industries'),
  }[p.part];
  return t('ats_sync_part_counts', '{{name}}: inserted {{inserted}}, updated {{updated}}, deleted {{deleted}}, failed {{failed}}', { name, ...p });
};

/** English of the integrations' own error keys (the rest fall back to the account-admin list). */
const ERROR_EN: Record<string, string> = {
  ats_not_configured: 'The ATS adapter is not configured: set its address and client in Account settings.',
  ats_adapter_not_found: 'That ATS is not the adapter configured for this account.',
  ats_dead_letter_not_found: 'That failed sync was not found.',
  ats_sim_faults_invalid: 'Give 429 or 503, a number of calls from 0 to 100 and a Retry-After from 0 to 120 seconds.',
  ats_sim_job_order_invalid: 'Check the job order.',
  ats_simulator_not_in_use: 'The ATS simulator is not in use for this account.',
};

export function integrationErrorText(t: TFunction, err: unknown, fallback: (t: TFunction, err: unknown) => string): string {
  const key = isApiError(err) ? err.messageKey : '';
  return key in ERROR_EN ? t(key, ERROR_EN[key]) : fallback(t, err);
}
