import { DATATYPE, DEFAULT_COLUMN_WIDTHS } from '@attest/contracts';
import type { BuilderCode, BuilderField, BuilderForm, BuilderLayoutSection, PdfPlacement, SaveBuilderInput, TriggerRule } from '../api/builder-types';

/** The builder's unsaved state: fields by key, their layout (order = sections → rows → fields), rules. */
export interface BuilderState {
  templateId: number;
  version: number;
  fields: Record<string, BuilderField>;
  sections: BuilderLayoutSection[];
  /** True when the loaded form had no layout: saved back as null while it stays one field per row in one untitled section. */
  plainLayout: boolean;
  rules: TriggerRule[];
  selected: string | null;
  dirty: boolean;
  /** Grows with every change: the preview remounts on it. */
  revision: number;
  nextKey: number;
}

export interface Position {
  section: number;
  row: number;
  /** Index in the row; past the end appends. A 'move' reads positions on the current layout. */
  index: number;
  /** Insert as a new row before `row` instead of into it. */
  newRow?: boolean;
}

export type BuilderAction =
  | { type: 'load'; form: BuilderForm }
  | { type: 'saved'; form: BuilderForm }
  | { type: 'add'; datatypeId: number; at?: Position }
  | { type: 'remove'; key: string }
  | { type: 'select'; key: string | null }
  | { type: 'update'; key: string; patch: Partial<BuilderField> }
  | { type: 'params'; key: string; patch: Record<string, unknown> }
  | { type: 'move'; key: string; to: Position }
  | { type: 'nudge'; key: string; direction: 'up' | 'down' | 'left' | 'right' }
  | { type: 'codes'; key: string; codes: BuilderCode[] }
  | { type: 'place'; key: string; placement: PdfPlacement | null }
  | { type: 'addRule'; rule: TriggerRule }
  | { type: 'updateRule'; index: number; rule: TriggerRule }
  | { type: 'removeRule'; index: number }
  | { type: 'addSection'; title: string }
  | { type: 'renameSection'; section: number; title: string };

export const CHOICE_DATATYPES: readonly number[] = [DATATYPE.DROPDOWN, DATATYPE.RADIO_GROUP, DATATYPE.CHECKBOX_GROUP];

export const emptyState: BuilderState = { templateId: 0, version: 0, fields: {}, sections: [], plainLayout: true, rules: [], selected: null, dirty: false, revision: 0, nextKey: 1 };

/** Field keys in form order. */
export function fieldOrder(state: Pick<BuilderState, 'sections'>): string[] {
  return state.sections.flatMap((s) => s.rows.flat());
}

/** Where a field sits, or null. */
export function positionOf(sections: BuilderLayoutSection[], key: string): Position | null {
  for (const [s, section] of sections.entries()) {
    for (const [r, row] of section.rows.entries()) {
      const i = row.indexOf(key);
      if (i >= 0) {
        return { section: s, row: r, index: i };
      }
    }
  }
  return null;
}

function fromForm(form: BuilderForm, previous?: BuilderState): BuilderState {
  const fields = Object.fromEntries(form.fields.map((f) => [f.key, f]));
  const placed = new Set(form.layout?.flatMap((s) => s.rows.flat()) ?? []);
  const loose = form.fields.filter((f) => !placed.has(f.key)).map((f) => [f.key]);
  const sections: BuilderLayoutSection[] = form.layout?.length
    ? form.layout.map((s, i) => ({ ...s, rows: i === form.layout!.length - 1 ? [...s.rows, ...loose] : s.rows }))
    : [{ title_translation_key: '', rows: form.fields.map((f) => [f.key]) }];
  const selected = previous?.selected && fields[previous.selected] ? previous.selected : null;
  return { templateId: form.template_id, version: form.version, fields, sections, plainLayout: !form.layout, rules: form.rules, selected, dirty: false, revision: (previous?.revision ?? 0) + 1, nextKey: previous?.nextKey ?? 1 };
}

function without(sections: BuilderLayoutSection[], key: string): BuilderLayoutSection[] {
  return sections.map((s) => ({ ...s, rows: s.rows.map((row) => row.filter((k) => k !== key)).filter((row) => row.length) }));
}

/** `key` placed at `to` (positions read against the layout without it). */
function insertAt(sections: BuilderLayoutSection[], key: string, to: Position): BuilderLayoutSection[] {
  const next = sections.map((s) => ({ ...s, rows: s.rows.map((row) => [...row]) }));
  const section = next[Math.min(Math.max(to.section, 0), next.length - 1)];
  const r = Math.min(Math.max(to.row, 0), section.rows.length);
  if (to.newRow || r === section.rows.length) {
    section.rows.splice(r, 0, [key]);
  } else {
    section.rows[r].splice(Math.min(Math.max(to.index, 0), section.rows[r].length), 0, key);
  }
  return next;
}

/** A drop position read on the current layout, as a position on the layout without the moved field. */
function dropTarget(sections: BuilderLayoutSection[], at: Position, to: Position): Position {
  if (to.section !== at.section) {
    return to;
  }
  const alone = sections[at.section].rows[at.row].length === 1;
  if (alone && to.row > at.row) {
    return { ...to, row: to.row - 1 };
  }
  if (!to.newRow && to.row === at.row && to.index > at.index) {
    return { ...to, index: to.index - 1 };
  }
  return to;
}

/** Where a keyboard move sends a field: left/right within its row, up/down to the row above/below (a new row past the ends). */
export function nudgeTarget(sections: BuilderLayoutSection[], key: string, direction: 'up' | 'down' | 'left' | 'right'): Position | null {
  const at = positionOf(sections, key);
  if (!at) {
    return null;
  }
  const row = sections[at.section].rows[at.row];
  const alone = row.length === 1;
  switch (direction) {
    case 'left':
      return at.index > 0 ? { ...at, index: at.index - 1 } : null;
    case 'right':
      return at.index < row.length - 1 ? { ...at, index: at.index + 1 } : null;
    case 'up': {
      if (at.row > 0) {
        // Into the row above, at its end; positions are read without the field (its row may vanish).
        return { section: at.section, row: at.row - 1, index: Number.MAX_SAFE_INTEGER };
      }
      if (!alone) {
        return { section: at.section, row: 0, index: 0, newRow: true };
      }
      if (at.section > 0) {
        const prev = sections[at.section - 1];
        return { section: at.section - 1, row: prev.rows.length, index: 0, newRow: true };
      }
      return null;
    }
    case 'down': {
      const rows = sections[at.section].rows.length;
      if (at.row < rows - 1) {
        return { section: at.section, row: alone ? at.row : at.row + 1, index: 0 };
      }
      if (!alone) {
        return { section: at.section, row: rows, index: 0, newRow: true };
      }
      if (at.section < sections.length - 1) {
        return { section: at.section + 1, row: 0, index: 0, newRow: true };
      }
      return null;
    }
  }
}

function newField(state: BuilderState, datatypeId: number): BuilderField {
  const n = state.nextKey;
  const taken = new Set(Object.values(state.fields).map((f) => f.name));
  let i = n;
  while (taken.has(`field_${i}`)) {
    i += 1;
  }
  return {
    key: `new${n}`, field_id: null, datatype_id: datatypeId, name: `field_${i}`, label: null, required: false, field_type: null, model_field: null,
    mask: null, translation_display_key: null, trigger_show: true, disabled: false, exclude_from_doc: false,
    col_lg: DEFAULT_COLUMN_WIDTHS.lg, col_md: DEFAULT_COLUMN_WIDTHS.md, col_sm: DEFAULT_COLUMN_WIDTHS.sm,
    params: datatypeId === DATATYPE.CALCULATED ? { calculation: { fields: [], operation: '', is_money: false } } : {},
    codes: CHOICE_DATATYPES.includes(datatypeId) ? [{ code: '1', value: 'Option 1', is_default: false }] : [],
  };
}

const changed = (state: BuilderState, patch: Partial<BuilderState>): BuilderState => ({ ...state, ...patch, dirty: true, revision: state.revision + 1 });

function withField(state: BuilderState, key: string, f: (field: BuilderField) => BuilderField): BuilderState {
  const field = state.fields[key];
  return field ? changed(state, { fields: { ...state.fields, [key]: f(field) } }) : state;
}

/** Pure: every builder edit is one action; the page, the tests and the bench drive it alike. */
export function builderReducer(state: BuilderState, action: BuilderAction): BuilderState {
  switch (action.type) {
    case 'load':
      return fromForm(action.form);
    case 'saved':
      return fromForm(action.form, state);
    case 'add': {
      const field = newField(state, action.datatypeId);
      const sections = state.sections.length ? state.sections : [{ title_translation_key: '', rows: [] }];
      const last = sections.length - 1;
      const to = action.at ?? { section: last, row: sections[last].rows.length, index: 0, newRow: true };
      return changed(state, { fields: { ...state.fields, [field.key]: field }, sections: insertAt(sections, field.key, to), selected: field.key, nextKey: state.nextKey + 1 });
    }
    case 'remove': {
      if (!state.fields[action.key]) {
        return state;
      }
      const fields = { ...state.fields };
      delete fields[action.key];
      return changed(state, {
        fields,
        sections: without(state.sections, action.key),
        rules: state.rules.filter((r) => r.source !== action.key && r.target !== action.key),
        selected: state.selected === action.key ? null : state.selected,
      });
    }
    case 'select':
      return { ...state, selected: action.key };
    case 'update':
      return withField(state, action.key, (f) => ({ ...f, ...action.patch }));
    case 'params':
      return withField(state, action.key, (f) => {
        const params: Record<string, unknown> = { ...f.params, ...action.patch };
        for (const [k, v] of Object.entries(action.patch)) {
          if (v === undefined || v === '' || v === null) {
            delete params[k];
          }
        }
        return { ...f, params: params as BuilderField['params'] };
      });
    case 'codes':
      return withField(state, action.key, (f) => ({ ...f, codes: action.codes }));
    case 'place':
      return withField(state, action.key, (f) => {
        const params = { ...f.params };
        if (action.placement) {
          params.pdf = action.placement;
        } else {
          delete params.pdf;
        }
        return { ...f, params };
      });
    case 'move': {
      const at = positionOf(state.sections, action.key);
      return at ? changed(state, { sections: insertAt(without(state.sections, action.key), action.key, dropTarget(state.sections, at, action.to)) }) : state;
    }
    case 'nudge': {
      const to = nudgeTarget(state.sections, action.key, action.direction);
      if (!to) {
        return state;
      }
      if (action.direction === 'left' || action.direction === 'right') {
        const sections = state.sections.map((s) => ({ ...s, rows: s.rows.map((row) => [...row]) }));
        const row = sections[to.section].rows[to.row];
        const from = row.indexOf(action.key);
        [row[from], row[to.index]] = [row[to.index], row[from]];
        return changed(state, { sections });
      }
      // nudgeTarget reads positions so that removing the field first (and maybe its row) does not shift them.
      return changed(state, { sections: insertAt(without(state.sections, action.key), action.key, to) });
    }
    case 'addRule':
      return changed(state, { rules: [...state.rules, action.rule] });
    case 'updateRule':
      return changed(state, { rules: state.rules.map((r, i) => (i === action.index ? action.rule : r)) });
    case 'removeRule':
      return changed(state, { rules: state.rules.filter((_, i) => i !== action.index) });
    case 'addSection':
      return changed(state, { sections: [...state.sections, { title_translation_key: action.title, rows: [] }], plainLayout: false });
    case 'renameSection':
      return changed(state, { sections: state.sections.map((s, i) => (i === action.section ? { ...s, title_translation_key: action.title } : s)), plainLayout: false });
  }
}

/** Still the "no layout" form: one untitled section, one field per row. */
function isPlain(state: BuilderState): boolean {
  return state.plainLayout && state.sections.length === 1 && !state.sections[0].title_translation_key && state.sections[0].rows.every((row) => row.length === 1);
}

/** The PUT body: the whole edited form against the version it was loaded at. */
export function toSaveInput(state: BuilderState): SaveBuilderInput {
  return {
    base_version: state.version,
    fields: fieldOrder(state).map((k) => state.fields[k]),
    rules: state.rules,
    layout: isPlain(state) ? null : state.sections.filter((s) => s.rows.length || s.title_translation_key),
  };
}
