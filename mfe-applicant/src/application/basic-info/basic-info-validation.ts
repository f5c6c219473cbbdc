import { array, mixed, object, type AnyObject, type ObjectSchema } from 'yup';
import {
  validateField, validateWithSchema, type DynamicField, type FieldRuleContext, type FormErrors, type FormValues,
} from '@attest/contracts';
import { addressFields, criminalFields, eeoFields, federalTaxFields, personalFields, type BasicInfoFieldContext } from './basic-info-fields';
import { CONTACT_SPEC, LICENSE_SPEC, REFERENCE_SPEC, type RowSpec } from './basic-info-rows';
import type { BasicInfoValues } from './basic-info-values';

export interface BasicInfoRuleContext extends BasicInfoFieldContext {
  disableInternationalPhoneNumbers: boolean;
}

/**
 * The mask is a typing aid here: the federal id rule accepts the number with or without separators (and a
 * concealed field is typed without the mask), so the mask-length check is left out of validation.
 */
const forValidation = (field: DynamicField): DynamicField => (field.mask ? { ...field, mask: null } : field);

/** A Yup test running contracts' validateField: the message is the key, its params ride along. */
function fieldSchema(field: DynamicField, ctx: FieldRuleContext, when?: (parent: FormValues) => boolean) {
  const model = forValidation(field);
  return mixed().nullable().optional().test('field-rule', function rule(value) {
    const parent = (this.parent ?? {}) as FormValues;
    if (when && !when(parent)) {
      return true;
    }
    const error = validateField(model, (value as string | null | undefined) ?? null, parent, ctx);
    return error ? this.createError({ message: error.key, params: error.params }) : true;
  });
}

function rowsSchema<T>(spec: RowSpec<T>, ctx: FieldRuleContext) {
  return array().of(object(Object.fromEntries(spec.fields.map((f) => [f.name, fieldSchema(f, ctx)]))));
}

/**
 * Formik's validationSchema for the section, built from the same field models the screen renders and the
 * form engine's rules (required, email, phone, zip, federal id by country, dates, integers). The conviction
 * details are required only while the answer is yes.
 */
export function basicInfoSchema(ctx: BasicInfoRuleContext): ObjectSchema<AnyObject> {
  const rules: FieldRuleContext = { country: ctx.country, today: ctx.today, disableInternationalPhoneNumbers: ctx.disableInternationalPhoneNumbers };
  const shape: Record<string, ReturnType<typeof fieldSchema> | ReturnType<typeof rowsSchema>> = {};
  for (const f of [...personalFields(), ...addressFields(ctx), ...federalTaxFields(ctx), ...eeoFields(ctx)]) {
    shape[f.name] = fieldSchema(f, rules);
  }
  for (const f of criminalFields(ctx, true)) {
    shape[f.name] = fieldSchema(f, rules, f.name === 'convicted' ? undefined : (parent) => parent.convicted === '1');
  }
  shape.contacts = rowsSchema(CONTACT_SPEC, rules);
  shape.licenses = rowsSchema(LICENSE_SPEC, rules);
  shape.references = rowsSchema(REFERENCE_SPEC, rules);
  return object(shape) as ObjectSchema<AnyObject>;
}

/** Errors keyed by Formik path ('email', 'contacts[0].phone'), for display. */
export function basicInfoErrors(schema: ObjectSchema<AnyObject>, values: BasicInfoValues): FormErrors {
  return validateWithSchema(schema, values as unknown as FormValues);
}
