import { evaluateCalculation, isMissing, minOtPay } from '../calculation/evaluate-calculation';
import { DATATYPE, MIN_OT_PAY_FIELD } from '../datatypes';
import type { DynamicField, FormValues } from '../form-types';

/** Calculated fields (datatype 28) recomputed in sort order, so one may read another computed before it. */
export function recomputeCalculatedFields(fields: readonly DynamicField[], values: FormValues): FormValues {
  const out = { ...values };
  const calculated = fields.filter((f) => f.datatype_id === DATATYPE.CALCULATED && f.params?.calculation);
  calculated.sort((a, b) => (a.sort_order ?? 0) - (b.sort_order ?? 0));
  for (const f of calculated) {
    out[f.name] = evaluateCalculation(f.params.calculation, out);
  }
  return out;
}

/** min_ot_pay = 1.5 × minimum_pay (or minimum_pay_cts when minimum_pay is empty); unchanged when both are empty. */
export function withMinOtPay(values: FormValues): FormValues {
  const source = !isMissing(values.minimum_pay) ? values.minimum_pay : values.minimum_pay_cts;
  if (isMissing(source)) {
    return values;
  }
  return { ...values, [MIN_OT_PAY_FIELD]: minOtPay(source) };
}
