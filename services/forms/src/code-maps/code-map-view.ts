import type { ExternalCodeMapEntity } from './external-code-map.entity';

/** An external code map entry as the spec names it (staff-side §3). */
export interface CodeMapEntry {
  customer_id: number;
  category: string;
  code: string;
  external_code: string;
}

/** One row of the editor: a code of the category (value null when it is not a code value) and its external codes. */
export interface CodeMapEditorRow {
  code: string;
  value: string | null;
  external_codes: string[];
}

export interface CodeMapForEditor {
  category: string;
  rows: CodeMapEditorRow[];
}

export const toEntry = (r: ExternalCodeMapEntity): CodeMapEntry => ({ customer_id: r.customer_id, category: r.category, code: r.code, external_code: r.external_code });
