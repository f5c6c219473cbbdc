/**
 * The ATS connector and its syncs (issue 19, decision 0046): what the staff integrations pages read.
 * Payloads of sync jobs carry ids only; these answers carry no personal data either.
 */

/** staff-side §3 / applicant-side §9 system types. */
export const INTEGRATION_SYSTEM_TYPES = {
  ATS: 1, RESUME_PARSER: 2, JOBS: 3, SCREENING: 4, EVENTS: 5, CSV: 6, APPLICANT_SSO: 7, FILES: 8, XML: 9,
  PUBLIC_API: 10, WOTC: 12, IFRAME: 13, APPLICANT_VALIDATOR: 16,
} as const;
export type IntegrationSystemType = keyof typeof INTEGRATION_SYSTEM_TYPES;

/** The ATS adapters the product has: the built-in simulator and a Bullhorn-style REST adapter. */
export const ATS_ADAPTERS = ['simulator', 'bullhorn'] as const;
export type AtsAdapterName = (typeof ATS_ADAPTERS)[number];

export const ATS_SYNC_KINDS = ['categories', 'joborders_all', 'joborders_changes'] as const;
export type AtsSyncKind = (typeof ATS_SYNC_KINDS)[number];

export type SyncRunStatus = 'queued' | 'running' | 'retrying' | 'succeeded' | 'failed';

export interface SyncCounts {
  inserted: number;
  updated: number;
  deleted: number;
  failed: number;
}

/** One of the category sync's 3 result messages (staff-side §4): categories, skills and specialties, industries. */
export interface CategorySyncPartResult extends SyncCounts {
  part: 'categories' | 'skills_specialties' | 'industries';
  index: 1 | 2 | 3;
}

/** What a finished run holds: the totals, the outcome message key and the failed items (ids only). */
export interface SyncRunResult extends SyncCounts {
  messageKey: string;
  parts?: CategorySyncPartResult[];
  failures: { part: string; external_id: string; messageKey: string }[];
  /** Calls the connector retried after a 429 or 5xx, and how long it waited in all. */
  retries: number;
  waited_ms: number;
}

export interface SyncRunDto {
  run_id: number;
  kind: AtsSyncKind;
  adapter: string;
  status: SyncRunStatus;
  progress: number;
  attempts: number;
  event_name: string | null;
  result: SyncRunResult | null;
  error: string | null;
  created_at: string;
  finished_at: string | null;
  /** True when the request matched a run already queued or running (nothing new was queued). */
  deduplicated?: boolean;
}

/** A real-time message of a sync run (event name from SyncRunDto). */
export type SyncRunMessage =
  | { type: 'progress'; run_id: number; progress: number }
  | { type: 'retry'; run_id: number; status: number; wait_ms: number; attempt?: number }
  | ({ type: 'result'; run_id: number } & CategorySyncPartResult)
  | { type: 'done'; run_id: number; status: 'succeeded' | 'failed'; result: SyncRunResult | null; messageKey: string };

export interface DeadLetterDto {
  id: number;
  run_id: number;
  kind: AtsSyncKind;
  error: string;
  failed_at: string;
  retried_at: string | null;
  retry_run_id: number | null;
}

/** GET /api/v1/integrationManagement: one configured integration with its health. */
export interface IntegrationHealthDto {
  name: string;
  type: IntegrationSystemType;
  adapter: string;
  configured: boolean;
  last_success: string | null;
  last_error: string | null;
  last_error_at: string | null;
  queue_depth: number;
  dead_letters: number;
}

export const ATS_SIM_ENTITIES = ['categories', 'specialties', 'skills', 'industries', 'clients', 'joborders', 'candidates', 'placements', 'certifications', 'files'] as const;
export type AtsSimEntity = (typeof ATS_SIM_ENTITIES)[number];

export interface AtsSimFaultsInput {
  /** 429 or 503: the next `count` calls answer it (429 with Retry-After). */
  status: 429 | 503;
  count: number;
  retry_after_s?: number;
}

export interface AtsSimStatusDto {
  fail_status: number | null;
  fail_count: number;
  retry_after_s: number;
  token_ttl_s: number;
  calls: number;
  token_issues: number;
  last_change_seq: number;
  counts: Record<AtsSimEntity, number>;
}

/** A job order written from the simulator's admin page (a demo of a change in the ATS). */
export interface AtsSimJobOrderInput {
  title: string;
  city: string;
  state: string;
  zip?: string;
  client_id?: number;
  category?: string;
  pay_rate?: number;
}
