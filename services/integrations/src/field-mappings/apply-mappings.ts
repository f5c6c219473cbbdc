/**
 * Applying field mappings (decision 0050): an internal record → the external system's fields, and back.
 * Pure functions, no database: load the rules and the code lookup with `FieldMappingsService.mappingSet(...)`
 * (or build them yourself) and call `toExternal` / `toInternal`. The signature is stable — the applicant,
 * placement and credential syncs import it.
 */

/** The field types of a mapping (GET …/field-map/field-types). */
export const FIELD_TYPES = ['STRING', 'NUMBER', 'BOOLEAN', 'DATE', 'CODE'] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

/** Which way a mapping carries a value. */
export const MAPPING_DIRECTIONS = ['BOTH', 'OUT', 'IN'] as const;
export type MappingDirection = (typeof MAPPING_DIRECTIONS)[number];

/** One mapping, as the apply functions need it. */
export interface MappingRule {
  internalEntityType: string;
  externalEntityType: string;
  /** A field of our record; dots reach into nested objects ("address.city"). */
  internalField: string;
  /** A field of the external record; dots reach into nested objects. */
  externalField: string;
  fieldType: FieldType;
  /** For CODE: the code value category whose external code map translates the value. */
  codeCategory?: string | null;
  direction: MappingDirection;
}

/** The external code maps of one customer (services/forms owns them; read through a port). */
export interface CodeLookup {
  /** Our code → the external system's code; null when the category has no entry for it. */
  toExternal(category: string, code: string): string | null;
  /** The external code → ours; null when unknown. */
  toInternal(category: string, externalCode: string): string | null;
}

/** A lookup with no entries: CODE values pass through unchanged. */
export const NO_CODES: CodeLookup = { toExternal: () => null, toInternal: () => null };

/** Builds a lookup from (category, code, external_code) rows. The first row of a code / external code wins. */
export function codeLookupFrom(rows: { category: string; code: string; external_code: string }[]): CodeLookup {
  const out = new Map<string, string>();
  const back = new Map<string, string>();
  for (const r of rows) {
    const o = `${r.category}\u0000${r.code}`;
    const b = `${r.category}\u0000${r.external_code.toLowerCase()}`;
    if (!out.has(o)) {out.set(o, r.external_code);}
    if (!back.has(b)) {back.set(b, r.code);}
  }
  return {
    toExternal: (category, code) => out.get(`${category}\u0000${code}`) ?? null,
    toInternal: (category, externalCode) => back.get(`${category}\u0000${externalCode.toLowerCase()}`) ?? null,
  };
}

export interface ApplyOptions {
  /** Only fields present in the source are written (a changed-fields update); default true. */
  onlyPresent?: boolean;
}

function read(record: unknown, path: string): { found: boolean; value: unknown } {
  let cur: unknown = record;
  for (const key of path.split('.')) {
    if (cur === null || typeof cur !== 'object' || !Object.prototype.hasOwnProperty.call(cur, key)) {
      return { found: false, value: undefined };
    }
    cur = (cur as Record<string, unknown>)[key];
  }
  return { found: true, value: cur };
}

function write(target: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  let cur = target;
  for (const key of keys.slice(0, -1)) {
    const next = cur[key];
    if (next === null || typeof next !== 'object' || Array.isArray(next)) {
      cur[key] = {};
    }
    cur = cur[key] as Record<string, unknown>;
  }
  cur[keys[keys.length - 1]] = value;
}

/** A value converted to the field type (null stays null; a value that cannot be converted becomes null). */
export function convertValue(value: unknown, type: FieldType): unknown {
  if (value === null || value === undefined) {
    return null;
  }
  switch (type) {
    case 'NUMBER': {
      const n = typeof value === 'number' ? value : Number(String(value).trim());
      return String(value).trim() === '' || !Number.isFinite(n) ? null : n;
    }
    case 'BOOLEAN':
      if (typeof value === 'boolean') {return value;}
      if (typeof value === 'number') {return value !== 0;}
      return ['true', '1', 'yes', 'y'].includes(String(value).trim().toLowerCase());
    case 'DATE': {
      const d = value instanceof Date ? value : new Date(String(value));
      return Number.isNaN(d.getTime()) ? null : d.toISOString().slice(0, 10);
    }
    case 'STRING':
    case 'CODE':
      return value instanceof Date ? value.toISOString() : typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
}

function mapCode(value: unknown, rule: MappingRule, codes: CodeLookup, way: 'out' | 'in'): unknown {
  if (value === null || value === undefined || !rule.codeCategory) {
    return value ?? null;
  }
  const s = String(value);
  const mapped = way === 'out' ? codes.toExternal(rule.codeCategory, s) : codes.toInternal(rule.codeCategory, s);
  return mapped ?? s;
}

function apply(rules: readonly MappingRule[], source: unknown, codes: CodeLookup, way: 'out' | 'in', opts: ApplyOptions): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const onlyPresent = opts.onlyPresent ?? true;
  for (const rule of rules) {
    if (rule.direction !== 'BOTH' && rule.direction !== (way === 'out' ? 'OUT' : 'IN')) {
      continue;
    }
    const from = way === 'out' ? rule.internalField : rule.externalField;
    const to = way === 'out' ? rule.externalField : rule.internalField;
    const { found, value } = read(source, from);
    if (!found && onlyPresent) {
      continue;
    }
    const converted = rule.fieldType === 'CODE' ? mapCode(value, rule, codes, way) : convertValue(value, rule.fieldType);
    write(out, to, converted === undefined ? null : converted);
  }
  return out;
}

/** Our record (or its changed fields) → the external record's fields, codes translated through the code maps. */
export function toExternal(rules: readonly MappingRule[], record: unknown, codes: CodeLookup = NO_CODES, opts: ApplyOptions = {}): Record<string, unknown> {
  return apply(rules, record, codes, 'out', opts);
}

/** The external record (or its changed fields) → our fields, external codes translated back to ours. */
export function toInternal(rules: readonly MappingRule[], external: unknown, codes: CodeLookup = NO_CODES, opts: ApplyOptions = {}): Record<string, unknown> {
  return apply(rules, external, codes, 'in', opts);
}

/** The rules of one internal / external entity type pair, with the customer's code maps: what the syncs hold. */
export interface MappingSet {
  rules: MappingRule[];
  codes: CodeLookup;
  toExternal(record: unknown, opts?: ApplyOptions): Record<string, unknown>;
  toInternal(external: unknown, opts?: ApplyOptions): Record<string, unknown>;
}

export function mappingSet(rules: MappingRule[], codes: CodeLookup = NO_CODES): MappingSet {
  return {
    rules,
    codes,
    toExternal: (record, opts) => toExternal(rules, record, codes, opts),
    toInternal: (external, opts) => toInternal(rules, external, codes, opts),
  };
}
