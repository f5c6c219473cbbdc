import { isStateCode } from '../../forms/rules/states';
import { isPropertyKey, PROPERTY_NAME_PATTERN } from './property-keys';

/** Where one property write lands: state '' for a general property. */
export interface PropertyTarget {
  state: string;
  code: string;
}

export type PropertyWriteProblem = 'unknown_property' | 'invalid_state';

export type ParsedPropertyWrite = { ok: true; target: PropertyTarget } | { ok: false; field: 'code' | 'state'; problem: PropertyWriteProblem };

/** '' for no state; the upper-cased code when it is in the state list; null when it is not a state. */
export function normalisePropertyState(state: string | null | undefined): string | null {
  const s = (state ?? '').trim().toUpperCase();
  if (s === '') {
    return '';
  }
  return isStateCode(s) ? s : null;
}

const STATE_PREFIXED = /^([A-Z]{2})[_-](.+)$/;

/**
 * Splits a state-prefixed code: 'MT_allowances' or 'MT-allowances' (2-letter state, one separator, then
 * the name) → { state: 'MT', code: 'allowances' }. Null when the prefix is not a known state or the rest
 * is not a property name. Only upper-case prefixes count, so no general key is ever read as one.
 */
export function splitStatePrefixedCode(code: string): PropertyTarget | null {
  const m = STATE_PREFIXED.exec(code);
  if (!m || !isStateCode(m[1]) || !PROPERTY_NAME_PATTERN.test(m[2])) {
    return null;
  }
  return { state: m[1], code: m[2] };
}

/**
 * Reads one {code, state} of PATCH /api/v1/properties/multi:
 * - a catalogue key without a state is a general property;
 * - a state-prefixed code is that state's property (an explicit state must then agree);
 * - with an explicit state, any property name is that state's property;
 * - anything else is an unknown property.
 */
export function parsePropertyWrite(item: { code: string; state?: string | null }): ParsedPropertyWrite {
  const state = normalisePropertyState(item.state);
  if (state === null) {
    return { ok: false, field: 'state', problem: 'invalid_state' };
  }
  const code = item.code.trim();
  if (state === '' && isPropertyKey(code)) {
    return { ok: true, target: { state: '', code } };
  }
  const prefixed = splitStatePrefixedCode(code);
  if (prefixed) {
    return state === '' || state === prefixed.state ? { ok: true, target: prefixed } : { ok: false, field: 'state', problem: 'invalid_state' };
  }
  if (state !== '' && PROPERTY_NAME_PATTERN.test(code)) {
    return { ok: true, target: { state, code } };
  }
  return { ok: false, field: 'code', problem: 'unknown_property' };
}
