import { joinMulti, type DynamicField, type FieldValue } from '@attest/contracts';
import { routeOf } from './value-routes';

type Scalar = string | null;

/** The ApplicantRecordService update input built from form values, plus which form field each path came from. */
export interface ApplicantPatch {
  input: { applicant_id: number; props?: Record<string, Scalar>; state_props?: Record<string, Record<string, Scalar>>; [key: string]: unknown };
  /** Update-schema path (e.g. 'fed_tax.fed_id', 'state_props') → form field name, to report errors on the field. */
  fieldOf: Record<string, string>;
  empty: boolean;
}

export const asStoredText = (value: FieldValue): string | null => (Array.isArray(value) ? joinMulti(value) : value);

/** STATE fields → state_props[ST][prop] and props.tax_state; model_field fields → their applicant group. */
export function buildApplicantPatch(applicantId: number, items: { field: DynamicField; value: FieldValue }[]): ApplicantPatch {
  const input: ApplicantPatch['input'] = { applicant_id: applicantId };
  const fieldOf: Record<string, string> = {};
  let empty = true;
  for (const { field, value } of items) {
    const route = routeOf(field);
    const text = asStoredText(value);
    if (route.kind === 'state') {
      ((input.state_props ??= {})[route.state] ??= {})[route.prop] = text;
      (input.props ??= {}).tax_state = route.state;
      fieldOf.state_props = field.name;
      fieldOf['props.tax_state'] = field.name;
    } else if (route.kind === 'applicant' && route.group === null) {
      input[route.key] = text;
      fieldOf[route.key] = field.name;
    } else if (route.kind === 'applicant' && route.group !== null) {
      const group = route.group;
      ((input[group] ??= {}) as Record<string, Scalar>)[route.key] = text;
      fieldOf[`${group}.${route.key}`] = field.name;
      fieldOf[group] ??= field.name;
    } else {
      continue;
    }
    empty = false;
  }
  return { input, fieldOf, empty };
}
