import { DATATYPE, parseExpression, SSN_MASK, TRIGGER_ACTIONS, type TriggerActionKind } from '@attest/contracts';
import { badRequest } from '@attest/platform';
import type { BuilderCode, BuilderField, BuilderLayoutSection, PdfPlacement, SaveBuilderInput, TriggerOperator, TriggerRule } from '../form-builder.types';

/** Every datatype the builder offers (spec applicant-side §9 "Datatype ids"). */
export const BUILDER_DATATYPES: readonly number[] = Object.values(DATATYPE);
export const CHOICE_DATATYPES: readonly number[] = [DATATYPE.DROPDOWN, DATATYPE.RADIO_GROUP, DATATYPE.CHECKBOX_GROUP];
const OPERATORS: readonly TriggerOperator[] = ['is', 'is_not', 'contains'];
const NAME = /^[A-Za-z_][A-Za-z0-9_.]{0,127}$/;
const MAX_FIELDS = 1000;
const MAX_CODES = 500;

type Errors = Record<string, string>;
type Obj = Record<string, unknown>;

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown, max: number): string | null | undefined => (v === null || v === undefined ? null : typeof v === 'string' && v.length <= max ? v : undefined);
const intIn = (v: unknown, min: number, max: number): v is number => typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;
const num = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** A regular expression the browser and the server can both compile. */
function regexOk(source: string): boolean {
  try {
    new RegExp(source);
    return true;
  } catch {
    return false;
  }
}

/** The field names a calculation reads, parsed with the contracts' safe parser (throws CalculationSyntaxError). */
export function expressionRefs(operation: string): string[] {
  const refs: string[] = [];
  const walk = (e: ReturnType<typeof parseExpression>): void => {
    if (e.kind === 'ref') {
      refs.push(e.name);
    } else if (e.kind === 'neg') {
      walk(e.arg);
    } else if (e.kind === 'bin') {
      walk(e.left);
      walk(e.right);
    } else if (e.kind === 'call') {
      e.args.forEach(walk);
    }
  };
  walk(parseExpression(operation));
  return [...new Set(refs)];
}

/** Why a calculation cannot be saved, or null: it must parse, and every name it reads must be a field of the form. */
export function calculationError(operation: unknown, names: ReadonlySet<string>): string | null {
  if (typeof operation !== 'string' || !operation.trim()) {
    return 'calculation_required';
  }
  try {
    return expressionRefs(operation).every((r) => names.has(r)) ? null : 'calculation_unknown_field';
  } catch {
    return 'calculation_invalid';
  }
}

function checkPdf(p: unknown, at: string, errors: Errors, pageCount: number | null): PdfPlacement | undefined {
  if (p === undefined || p === null) {
    return undefined;
  }
  // The renderer's shape: page, x, y (and size); width and height are the builder's box, optional for places set by code.
  const box = (v: unknown) => v === undefined || (num(v) && v > 0 && v <= 5000);
  const ok = isObj(p) && intIn(p.page, 1, pageCount ?? 1000) && num(p.x) && num(p.y) && p.x >= 0 && p.y >= 0 && p.x <= 5000 && p.y <= 5000
    && box(p.width) && box(p.height) && (p.size === undefined || (num(p.size) && p.size >= 4 && p.size <= 72));
  if (!ok) {
    errors[`${at}.params.pdf`] = 'invalid_pdf_placement';
    return undefined;
  }
  const { page, x, y, width, height, size } = p as unknown as PdfPlacement;
  return { page, x, y, ...(width === undefined ? {} : { width }), ...(height === undefined ? {} : { height }), ...(size === undefined ? {} : { size }) };
}

function checkCodes(codes: unknown, at: string, errors: Errors): BuilderCode[] {
  if (!Array.isArray(codes) || codes.length > MAX_CODES) {
    errors[`${at}.codes`] = 'invalid_entry';
    return [];
  }
  const seen = new Set<string>();
  return codes.map((c, i) => {
    const code = isObj(c) ? str(c.code, 128) : undefined;
    const value = isObj(c) ? str(c.value, 255) : undefined;
    if (!code || !value || seen.has(code)) {
      errors[`${at}.codes[${i}]`] = !code || !value ? 'required_field' : 'duplicate_code';
    }
    seen.add(code ?? '');
    return { code: code ?? '', value: value ?? '', is_default: isObj(c) && c.is_default === true };
  });
}

/** One field's shape and rules; `names` are every field name of the form (for confirm and calculation). */
function checkField(raw: unknown, i: number, names: ReadonlySet<string>, errors: Errors, pageCount: number | null): BuilderField {
  const at = `fields[${i}]`;
  const f = isObj(raw) ? raw : {};
  const params = isObj(f.params) ? { ...f.params } : {};
  const bad = (key: string, messageKey = 'invalid_entry') => {
    errors[`${at}.${key}`] = messageKey;
  };
  if (!isObj(raw)) {
    bad('field', 'invalid_entry');
  }
  if (typeof f.key !== 'string' || !f.key || f.key.length > 64) {
    bad('key');
  }
  if (f.field_id !== null && f.field_id !== undefined && !intIn(f.field_id, 1, 2 ** 31)) {
    bad('field_id');
  }
  if (!BUILDER_DATATYPES.includes(f.datatype_id as number)) {
    bad('datatype_id');
  }
  if (typeof f.name !== 'string' || !NAME.test(f.name)) {
    bad('name', typeof f.name === 'string' && f.name ? 'invalid_field_name' : 'required_field');
  }
  const label = str(f.label, 1000);
  const mask = str(f.mask, 128);
  const fieldType = str(f.field_type, 32);
  const modelField = str(f.model_field, 128);
  const tdk = str(f.translation_display_key, 128);
  for (const [key, v] of Object.entries({ label, mask, field_type: fieldType, model_field: modelField, translation_display_key: tdk })) {
    if (v === undefined) {
      bad(key);
    }
  }
  for (const w of ['col_lg', 'col_md', 'col_sm']) {
    if (!intIn(f[w], 1, 12)) {
      bad(w, 'invalid_column_width');
    }
  }
  const min = params.min_length;
  const max = params.max_length;
  if ((min !== undefined && !intIn(min, 0, 100_000)) || (max !== undefined && !intIn(max, 1, 100_000)) || (intIn(min, 0, 1e5) && intIn(max, 1, 1e5) && min > max)) {
    bad('params.length', 'invalid_length_range');
  }
  if (params.regex !== undefined && (typeof params.regex !== 'string' || params.regex.length > 500 || !regexOk(params.regex))) {
    bad('params.regex', 'invalid_regex');
  }
  const dates = [params.min_date, params.max_date];
  if (dates.some((d) => d !== undefined && (typeof d !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(d))) || (typeof dates[0] === 'string' && typeof dates[1] === 'string' && dates[0] > dates[1])) {
    bad('params.date_range', 'invalid_date_range');
  }
  if (params.help !== undefined && (typeof params.help !== 'string' || params.help.length > 1000)) {
    bad('params.help');
  }
  if (params.confirm !== undefined && (typeof params.confirm !== 'string' || !names.has(params.confirm) || params.confirm === f.name)) {
    bad('params.confirm', 'invalid_confirm_field');
  }
  if (f.datatype_id === DATATYPE.CALCULATED) {
    const calc = isObj(params.calculation) ? params.calculation : {};
    const err = calculationError(calc.operation, names);
    if (err) {
      bad('params.calculation', err);
    } else {
      params.calculation = { fields: expressionRefs(calc.operation as string).map((name) => ({ name })), operation: calc.operation as string, is_money: calc.is_money === true };
    }
  }
  // An SSN is never kept in clear: a field with the SSN mask is concealed (sealed at rest, masked when read back).
  if (mask === SSN_MASK) {
    params.concealed = true;
  } else if (params.concealed !== undefined && typeof params.concealed !== 'boolean') {
    bad('params.concealed');
  }
  const pdf = checkPdf(params.pdf, at, errors, pageCount);
  if (pdf) {
    params.pdf = pdf;
  } else {
    delete params.pdf;
  }
  const codes = checkCodes(f.codes ?? [], at, errors);
  if (CHOICE_DATATYPES.includes(f.datatype_id as number) && codes.length === 0) {
    bad('codes', 'codes_required');
  }
  return {
    key: String(f.key ?? ''),
    field_id: intIn(f.field_id, 1, 2 ** 31) ? f.field_id : null,
    datatype_id: Number(f.datatype_id),
    name: String(f.name ?? ''),
    label: label ?? null,
    required: f.required === true,
    field_type: fieldType ?? null,
    model_field: modelField ?? null,
    mask: mask || null,
    translation_display_key: tdk || null,
    trigger_show: f.trigger_show !== false,
    disabled: f.disabled === true,
    exclude_from_doc: f.exclude_from_doc === true,
    col_lg: Number(f.col_lg),
    col_md: Number(f.col_md),
    col_sm: Number(f.col_sm),
    params,
    codes,
  };
}

function checkRules(raw: unknown, keys: ReadonlySet<string>, errors: Errors): TriggerRule[] {
  if (!Array.isArray(raw)) {
    errors.rules = 'invalid_entry';
    return [];
  }
  return raw.map((r, i) => {
    const o = isObj(r) ? r : {};
    const rule = { source: String(o.source ?? ''), op: o.op as TriggerOperator, value: typeof o.value === 'string' ? o.value : '', action: o.action as TriggerActionKind, target: String(o.target ?? '') };
    if (!keys.has(rule.source) || !keys.has(rule.target) || rule.source === rule.target) {
      errors[`rules[${i}]`] = 'invalid_trigger_field';
    } else if (!OPERATORS.includes(rule.op) || !(TRIGGER_ACTIONS as readonly string[]).includes(rule.action)) {
      errors[`rules[${i}]`] = 'invalid_entry';
    } else if (rule.op === 'is_not' && rule.action !== 'show' && rule.action !== 'hide') {
      errors[`rules[${i}]`] = 'invalid_trigger_operator';
    } else if (!rule.value || rule.value.length > 255) {
      errors[`rules[${i}]`] = 'trigger_value_required';
    }
    return rule;
  });
}

function checkLayout(raw: unknown, keys: ReadonlySet<string>, errors: Errors): BuilderLayoutSection[] | null {
  if (raw === null || raw === undefined) {
    return null;
  }
  if (!Array.isArray(raw)) {
    errors.layout = 'invalid_entry';
    return null;
  }
  const placed = new Set<string>();
  const sections = raw.map((s, i) => {
    const o = isObj(s) ? s : {};
    const title = str(o.title_translation_key, 128);
    const rows = Array.isArray(o.rows) ? o.rows : null;
    if (title === undefined || !rows || !rows.every((row) => Array.isArray(row) && row.every((k) => typeof k === 'string'))) {
      errors[`layout[${i}]`] = 'invalid_entry';
      return { title_translation_key: '', rows: [] };
    }
    for (const k of rows.flat() as string[]) {
      if (!keys.has(k) || placed.has(k)) {
        errors[`layout[${i}]`] = 'invalid_layout_field';
      }
      placed.add(k);
    }
    return { title_translation_key: title ?? '', rows: (rows as string[][]).filter((row) => row.length > 0) };
  });
  return sections;
}

/**
 * The PUT …/builder body checked with the shared rules, nothing written yet. A bad calculated expression
 * answers 400 invalid_calculation; anything else 400 validation_failed; both with details.fields.
 */
export function parseSaveBuilder(body: unknown, pageCount: number | null): SaveBuilderInput {
  const b = isObj(body) ? body : {};
  const errors: Errors = {};
  if (!intIn(b.base_version, 0, 2 ** 31)) {
    errors.base_version = 'required_field';
  }
  const rawFields = Array.isArray(b.fields) ? b.fields : [];
  if (!Array.isArray(b.fields) || rawFields.length > MAX_FIELDS) {
    errors.fields = 'invalid_entry';
  }
  const names = new Set(rawFields.map((f) => (isObj(f) ? String(f.name ?? '') : '')));
  const fields = rawFields.map((f, i) => checkField(f, i, names, errors, pageCount));
  const keys = new Set<string>();
  const seenNames = new Set<string>();
  const seenIds = new Set<number>();
  fields.forEach((f, i) => {
    if (keys.has(f.key)) {
      errors[`fields[${i}].key`] = 'duplicate_key';
    }
    if (seenNames.has(f.name.toLowerCase())) {
      errors[`fields[${i}].name`] = 'duplicate_field_name';
    }
    if (f.field_id !== null && seenIds.has(f.field_id)) {
      errors[`fields[${i}].field_id`] = 'duplicate_key';
    }
    keys.add(f.key);
    seenNames.add(f.name.toLowerCase());
    if (f.field_id !== null) {
      seenIds.add(f.field_id);
    }
  });
  const rules = checkRules(b.rules ?? [], keys, errors);
  const layout = checkLayout(b.layout, keys, errors);
  for (const k of Object.keys(b)) {
    if (!['base_version', 'fields', 'rules', 'layout'].includes(k)) {
      errors[k] = 'unknown_field';
    }
  }
  if (Object.keys(errors).length) {
    const calc = Object.values(errors).some((e) => e.startsWith('calculation_'));
    throw badRequest(calc ? 'invalid_calculation' : 'validation_failed', { fields: errors });
  }
  return { base_version: b.base_version as number, fields, layout, rules };
}
