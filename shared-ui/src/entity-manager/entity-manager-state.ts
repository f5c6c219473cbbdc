import type { EntityManagerConfig, EntityRecord } from '@attest/contracts';

/** Spec §4 "Entity record": the flags the manager keeps (also sent to onStateChange). */
export interface EntityManagerFlags {
  ready: boolean;
  saving: boolean;
  backendError: boolean;
  hasActiveEntities: boolean;
  hasMinEntitiesSet: boolean;
  hasMaxEntitiesSet: boolean;
  entitiesHaveBeenEdited: boolean;
  /** The editor is either editing or not editing. */
  editing: boolean;
}

export type EntityMessageKind = 'minEntities' | 'editingEntity' | 'entitiesNeedReview' | 'yearsRequired';

/** A message for the parent screen: its configured translation key, parameters and the translated text. */
export interface EntityManagerMessage {
  kind: EntityMessageKind;
  key: string;
  params?: Record<string, number>;
  text: string;
}

export interface EntityEditing {
  record: EntityRecord;
  isNew: boolean;
  /** Opened by itself in onboarding below the minimum: marked required and cannot be cancelled. */
  required: boolean;
}

export const WORK_HISTORY_ENTITY_TYPE = 'work_history';
/** Spec §5/§9: num_work_history_required defaults to 1. */
export const DEFAULT_WORK_HISTORY_REQUIRED = 1;

const positive = (value: number | null | undefined): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;

/**
 * The minimum in force: the parent's override (work history passes num_work_history_required),
 * else the configured minEntities, else 1 for work history. A minimum of 0 means none.
 */
export function effectiveMinimum(config: EntityManagerConfig, entityType: string, minOverride?: number | null): number | null {
  if (minOverride !== undefined && minOverride !== null) {
    return positive(minOverride);
  }
  const configured = positive(config.minEntities);
  if (configured !== null) {
    return configured;
  }
  return entityType === WORK_HISTORY_ENTITY_TYPE ? DEFAULT_WORK_HISTORY_REQUIRED : null;
}

/** A maximum of 0 or none means no maximum. */
export function effectiveMaximum(config: EntityManagerConfig): number | null {
  return positive(config.maxEntities);
}

export const DEFAULT_MESSAGE_KEYS: Record<EntityMessageKind, { key: string; fallback: string }> = {
  minEntities: { key: 'entity_min_entities', fallback: 'Please add at least {{min}} record(s).' },
  editingEntity: { key: 'entity_editing_entity', fallback: 'Please confirm or cancel the record you are editing.' },
  entitiesNeedReview: { key: 'entity_entities_need_review', fallback: 'Some records need review before they can be saved.' },
  yearsRequired: { key: 'entity_years_required', fallback: 'Please add {{years}} more year(s) of history.' },
};

export const today = (): string => {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};
