import { yupToFormErrors, type FormikErrors } from 'formik';
import { ValidationError, type AnySchema } from 'yup';

/**
 * A Formik `validate` that checks the request body built from the typed values with a contract's Yup
 * schema (the server checks the same rules); error paths are the body's, which are the form's names.
 */
export function yupValidator<V, B>(schema: AnySchema, toBody: (values: V) => B) {
  return async (values: V): Promise<FormikErrors<V>> => {
    try {
      await schema.validate(toBody(values), { abortEarly: false });
      return {};
    } catch (error) {
      if (error instanceof ValidationError) {
        return yupToFormErrors<V>(error);
      }
      throw error;
    }
  };
}
