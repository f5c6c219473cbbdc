/** Entity manager configuration and records (spec applicant-side §3 "Configurable entity record", §5). */
import type { FormLayoutSection, DynamicField } from './form-types';

export interface EntityCustomFieldValue {
  id: number | null;
  entity_id: number | null;
  entity_custom_field_id: number;
  value: string | null;
  entity_type: string;
  datatype_id: number;
  name: string;
  desc: string | null;
  required: boolean;
  order: number;
  visible_to_applicant: boolean;
}

export interface EntityRecord {
  /** The configured id field (entityIdName) also carries the server id. */
  [key: string]: unknown;
  temp_id: number;
  applicant_id: number;
  active: 0 | 1;
  custom_fields: EntityCustomFieldValue[];
  start_date?: string | null;
  end_date?: string | null;
  /** Client-only; left out of change detection. */
  needsReview?: boolean;
}

export interface EntityTableColumn {
  field: string;
  label_translation_key: string;
}

export interface EntityManagerConfig {
  entityType: string;
  maxEntities?: number | null;
  minEntities?: number | null;
  entityIdName: string;
  numYearsRequiredEntity?: string | null;
  numYearsRequired?: number | null;
  numYearsRequiredStartProp?: string | null;
  numYearsRequiredEndProp?: string | null;
  allowDelete?: boolean;
  /** The record form: fields plus an optional layout; `custom_fields->name` addresses a custom field. */
  formConfig: { fields: DynamicField[]; layout?: FormLayoutSection[] | null };
  customFieldEntityType?: string | null;
  getEntitiesFunction: string;
  saveEntitiesFunction: string;
  tableConfig: { columns: EntityTableColumn[] };
  /** Field names that must be filled on an active record, otherwise it needs review. */
  reviewLogic?: { requiredFields: string[] } | null;
  instructions?: string | null;
  instructionsTransKey?: string | null;
  messages?: {
    minEntities?: string;
    editingEntity?: string;
    entitiesNeedReview?: string;
    yearsRequired?: string;
  };
  buttons?: { add?: string; confirm?: string; cancel?: string; saveAll?: string };
  saveOnConfirm?: boolean;
}

/** The configuration keys without which the manager is in its backend-error state. */
export const ENTITY_MANAGER_REQUIRED_KEYS = [
  'entityIdName',
  'formConfig',
  'getEntitiesFunction',
  'saveEntitiesFunction',
  'tableConfig',
] as const;
