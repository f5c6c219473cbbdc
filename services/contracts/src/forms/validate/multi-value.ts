import { MULTI_VALUE_SEPARATOR } from '../datatypes';
import type { FieldValue } from '../form-types';

/** Multi-values are stored joined by '||' (spec §9). */
export function joinMulti(values: readonly string[]): string {
  return values.join(MULTI_VALUE_SEPARATOR);
}

/** The list of a stored multi-value; '' and null are the empty list. */
export function splitMulti(value: string | null | undefined): string[] {
  return value ? value.split(MULTI_VALUE_SEPARATOR) : [];
}

/** A value as a list whether it arrives as a list or joined. */
export function asList(value: FieldValue | undefined): string[] {
  return Array.isArray(value) ? value : splitMulti(value);
}
