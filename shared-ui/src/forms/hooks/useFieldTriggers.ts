import { useCallback, useMemo } from 'react';
import { applyValueChange, computeFieldStates, type DynamicField, type FieldStates, type FieldValue, type FormValues, type ValueChangeResult } from '@attest/contracts';

/**
 * The trigger machinery of @attest/contracts bound to a field list and its values: the per-field
 * visible/disabled states, and `change` answering the values after one change (hidden fields cleared,
 * min_ot_pay and calculated fields recomputed). `fields` must be every field of the form, shown or not,
 * so hidden sources and min_ot_pay take part.
 */
export function useFieldTriggers(fields: readonly DynamicField[], values: FormValues) {
  const states: FieldStates = useMemo(() => computeFieldStates(fields, values), [fields, values]);
  const change = useCallback(
    (name: string, value: FieldValue): ValueChangeResult => applyValueChange(fields, values, name, value),
    [fields, values],
  );
  return { states, change };
}
