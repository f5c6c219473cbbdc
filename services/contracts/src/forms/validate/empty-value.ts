import type { FieldValue } from '../form-types';
import { asList } from './multi-value';

/** Empty for the required rule: null, undefined, blank text or an empty list. '0' is a value. */
export function isEmptyValue(value: FieldValue | undefined): boolean {
  if (value == null) {
    return true;
  }
  if (Array.isArray(value)) {
    return asList(value).filter((v) => v !== '').length === 0;
  }
  return value.trim() === '';
}
