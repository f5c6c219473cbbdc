import { useCallback, useState } from 'react';
import type { I9SupplementBEntry } from '@attest/contracts';
import { useT, useToast } from '@attest/shared-ui';
import { apiErrorText, apiFieldErrors } from '../i9-common/i9-text';
import { useSignI9SupplementBMutation } from './api/supplement-b-api';

/**
 * Signing a Supplement B entry: a refusal keeps every value and puts the server's field errors (keyed as the
 * entry is, e.g. 'date_of_rehire', 'document.list') on the fields, with its message above the buttons.
 */
export function useSupplementBFlow(recordId: number, onSigned: () => void) {
  const { t } = useT();
  const toast = useToast();
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sign] = useSignI9SupplementBMutation();
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
  const onSign = async (entry: I9SupplementBEntry) => {
    setFormError(null);
    try {
      await sign({ id: recordId, value: entry }).unwrap();
      toast.success(t('i9_supb_signed_toast', 'Supplement B signed'));
      onSigned();
    } catch (error) {
      setServerErrors(apiFieldErrors(error));
      setFormError(apiErrorText(t, error));
    }
  };
  return { server: { errors: serverErrors, clear }, formError, onSign };
}
