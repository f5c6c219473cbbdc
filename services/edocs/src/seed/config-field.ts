import { createDynamicField, DEFAULT_COLUMN_WIDTHS, type DynamicField } from '@attest/contracts';

/**
 * One field of a seeded entity-manager form: `labelKey` is its translation key (Spanish in the demo's
 * translations), `label` the English shown when a customer has no text for the key.
 */
export const configField = (field_id: number, name: string, datatype_id: number, labelKey: string, label: string, required: boolean, sort_order: number, over: Partial<DynamicField> = {}): DynamicField =>
  createDynamicField({
    field_id,
    name,
    datatype_id,
    desc: label,
    required,
    sort_order,
    translation_display_key: labelKey,
    colLgWidth: DEFAULT_COLUMN_WIDTHS.lg,
    colMdWidth: DEFAULT_COLUMN_WIDTHS.md,
    colSmWidth: DEFAULT_COLUMN_WIDTHS.sm,
    ...over,
  });
