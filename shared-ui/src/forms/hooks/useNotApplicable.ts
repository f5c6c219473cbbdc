import { useRef } from 'react';
import { NOT_APPLICABLE_VALUE } from '@attest/contracts';
import type { FieldValue } from '@attest/contracts';


/**
 * The 'not applicable' toggle (spec §2 "Field display"): on sets 'N/A' and remembers what was there;
 * off restores it. With the value 'N/A' the input applies no mask (the rules skip mask/regex for it).
 */
export function useNotApplicable(value: FieldValue, onChange: (value: FieldValue) => void) {
  const previous = useRef<FieldValue>(null);
  const active = value === NOT_APPLICABLE_VALUE;
  const toggle = (on: boolean) => {
    if (on && !active) {
      previous.current = value;
      onChange(NOT_APPLICABLE_VALUE);
    } else if (!on && active) {
      onChange(previous.current ?? '');
      previous.current = null;
    }
  };
  return { active, toggle };
}
