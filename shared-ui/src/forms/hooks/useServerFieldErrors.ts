import { useCallback, useState } from 'react';
import type { FormErrors } from '@attest/contracts';
import type { ApiError } from '../../api/api-error';

/** The field errors of a 400 answer: details.fields = { name: key } and details.params = { name: {...} }. */
export function fieldErrorsOf(error: ApiError | null | undefined): FormErrors {
  const fields = error?.details?.fields;
  if (!fields || typeof fields !== 'object') {
    return {};
  }
  const params = (error.details?.params ?? {}) as Record<string, Record<string, string | number> | undefined>;
  const out: FormErrors = {};
  for (const [name, key] of Object.entries(fields)) {
    out[name] = params[name] ? { key, params: params[name] } : { key };
  }
  return out;
}

/**
 * Errors the server gave for fields: kept beside the client's (which Formik recomputes on every
 * change) until the person edits that field.
 */
export function useServerFieldErrors() {
  const [serverErrors, setServerErrors] = useState<FormErrors>({});
  const clearField = useCallback((name: string) => {
    setServerErrors((current) => {
      if (!(name in current)) {
        return current;
      }
      const next = { ...current };
      delete next[name];
      return next;
    });
  }, []);
  return { serverErrors, setServerErrors, clearField };
}
