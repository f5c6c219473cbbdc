import { useCallback, useState } from 'react';
import { useT, useToast } from '@attest/shared-ui';
import { apiErrorText, apiFieldErrors } from '../i9-common/i9-text';

/**
 * Sending a correction: on success a toast and `onDone`; a refusal keeps every value, puts the server's field
 * errors on the form's fields (`toPaths` maps the server's paths to the screen's) and says why above the buttons.
 */
export function useCorrectionFlow(onDone: () => void) {
  const { t } = useT();
  const toast = useToast();
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const clear = useCallback(
    (path: string) =>
      setServerErrors((current) => {
        if (!(path in current)) {
          return current;
        }
        const next = { ...current };
        delete next[path];
        return next;
      }),
    [],
  );
  const send = async <R>(
    call: () => Promise<R>,
    done: string | ((result: R) => string),
    toPaths: (fields: Record<string, string>) => Record<string, string> = (fields) => fields,
  ) => {
    setFormError(null);
    try {
      const result = await call();
      toast.success(typeof done === 'string' ? done : done(result));
      onDone();
    } catch (error) {
      setServerErrors(toPaths(apiFieldErrors(error)));
      setFormError(apiErrorText(t, error));
    }
  };
  return { server: { errors: serverErrors, clear }, formError, send };
}
