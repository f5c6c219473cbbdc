import { parseJson } from '@attest/platform';
import type { BlueprintEntity } from './entities/blueprint.entity';

/** What a blueprint lets its customers promote (staff-side §3 "Blueprint: id, options"). */
export interface BlueprintOptions {
  templates: boolean;
  external_code_maps: boolean;
  code_values: boolean;
  /** null: every category; otherwise only these code value categories. */
  code_value_categories: string[] | null;
}

export interface BlueprintView {
  id: number;
  name: string;
  active: boolean;
  /** The customer whose content the blueprint is. */
  source_customer_id: number;
  options: BlueprintOptions;
}

export const DEFAULT_BLUEPRINT_OPTIONS: BlueprintOptions = { templates: true, external_code_maps: true, code_values: true, code_value_categories: null };

export function blueprintOptions(row: BlueprintEntity): BlueprintOptions {
  const raw = parseJson<Partial<BlueprintOptions> | null>(row.options, null) ?? {};
  return {
    templates: raw.templates !== false,
    external_code_maps: raw.external_code_maps !== false,
    code_values: raw.code_values !== false,
    code_value_categories: Array.isArray(raw.code_value_categories) ? raw.code_value_categories.filter((c) => typeof c === 'string') : null,
  };
}

export function blueprintView(row: BlueprintEntity): BlueprintView {
  return { id: row.id, name: row.name, active: Boolean(Number(row.active)), source_customer_id: row.customer_id, options: blueprintOptions(row) };
}
