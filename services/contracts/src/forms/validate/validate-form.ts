import type { DynamicField, FormErrors, FormRuleContext, FormValues } from '../form-types';
import { computeFieldStates } from '../triggers/field-states';
import { validateField } from './validate-field';
import { visibleFieldsFor } from './visible-fields';

/**
 * Errors of every field the mode shows and the triggers leave visible (hidden fields are never checked).
 * This is what the server runs on submit; the Yup schema of buildFormSchema runs the same code.
 */
export function validateFormValues(fields: readonly DynamicField[], values: FormValues, ctx: Partial<FormRuleContext> = {}): FormErrors {
  const states = computeFieldStates(fields, values);
  const errors: FormErrors = {};
  for (const field of visibleFieldsFor(fields, ctx.mode ?? 'applicant')) {
    const state = states[field.name];
    if (!state?.visible) {
      continue;
    }
    const error = validateField(field, values[field.name], values, { ...ctx, readOnly: state.disabled });
    if (error) {
      errors[field.name] = error;
    }
  }
  return errors;
}
