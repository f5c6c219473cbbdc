import { mixed, object, ValidationError, type AnyObject, type AnySchema, type ObjectSchema } from 'yup';
import type { DynamicField, FormErrors, FormRuleContext, FormValues } from '../form-types';
import { validateFormValues } from './validate-form';

/**
 * A Yup object schema for Formik's validationSchema. Each field's test answers the error that
 * validateFormValues gives that field for the whole form (one run per values object, cached), so the
 * browser (Yup) and the server (validateFormValues) cannot disagree. The Yup message is the translation key;
 * its parameters travel in ValidationError.params (see formErrorsFromYup).
 */
export function buildFormSchema(fields: readonly DynamicField[], ctx: Partial<FormRuleContext> = {}): ObjectSchema<AnyObject> {
  const runs = new WeakMap<object, FormErrors>();
  const errorsFor = (values: FormValues) => {
    let errors = runs.get(values);
    if (!errors) {
      errors = validateFormValues(fields, values, ctx);
      runs.set(values, errors);
    }
    return errors;
  };
  const shape: Record<string, AnySchema> = {};
  for (const field of fields) {
    shape[field.name] = mixed().nullable().optional().test('form-rule', function formRule() {
      const error = errorsFor((this.parent ?? {}) as FormValues)[field.name];
      return error ? this.createError({ message: error.key, params: error.params }) : true;
    });
  }
  return object(shape) as ObjectSchema<AnyObject>;
}

const RESERVED_PARAMS = new Set(['path', 'value', 'originalValue', 'label', 'type', 'spec', 'disableStackTrace']);

/** A Yup ValidationError (abortEarly: false) back as FormErrors, with the rule parameters. */
export function formErrorsFromYup(error: ValidationError): FormErrors {
  const out: FormErrors = {};
  for (const e of error.inner.length ? error.inner : [error]) {
    if (!e.path || out[e.path]) {
      continue;
    }
    const params: Record<string, string | number> = {};
    for (const [k, v] of Object.entries(e.params ?? {})) {
      if (!RESERVED_PARAMS.has(k) && (typeof v === 'string' || typeof v === 'number')) {
        params[k] = v;
      }
    }
    out[e.path] = Object.keys(params).length ? { key: String(e.message), params } : { key: String(e.message) };
  }
  return out;
}

/** Runs the schema synchronously and answers FormErrors ({} when valid). */
export function validateWithSchema(schema: ObjectSchema<AnyObject>, values: FormValues): FormErrors {
  try {
    schema.validateSync(values, { abortEarly: false });
    return {};
  } catch (e) {
    if (e instanceof ValidationError) {
      return formErrorsFromYup(e);
    }
    throw e;
  }
}
