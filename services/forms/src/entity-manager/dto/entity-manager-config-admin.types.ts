import type { EntityManagerConfig } from '@attest/contracts';

/** One customer configuration as the configuration editor reads it (GET/POST/PUT .../cstentitymanagerconfig). */
export interface EntityManagerConfigRecord {
  id: number;
  entityType: string;
  /** The current saved version (null: stored before versions existed and never saved since). */
  version: number | null;
  /** An earlier saved version exists (…/revert). */
  canRevert: boolean;
  updated_at: string;
  /** Whether the applicant's entity manager could render it; `errors` names each failing key. */
  usable: boolean;
  errors: Record<string, string>;
  config: EntityManagerConfig | Record<string, unknown> | null;
}

/** GET .../cstentitymanagerconfig (ours): every configuration of the customer. */
export interface EntityManagerConfigSummary {
  id: number;
  entityType: string;
  version: number | null;
  updated_at: string;
  usable: boolean;
}
