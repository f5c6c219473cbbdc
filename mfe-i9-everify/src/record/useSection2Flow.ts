import { useCallback, useState } from 'react';
import { isApiError, useT, useToast } from '@attest/shared-ui';
import { apiErrorText, apiFieldErrors } from '../i9-common/i9-text';
import { useSaveI9Section2DraftMutation, useSignI9Section2Mutation } from './api/record-api';
import { formPathsOf, toSection2Data, type Section2Values } from './section2-values';

/** Saving and signing Section 2: a refusal keeps every value and puts the server's field errors on the fields. */
export function useSection2Flow(recordId: number, everify: boolean, onSigned: () => void) {
  const { t } = useT();
  const toast = useToast();
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saveDraft] = useSaveI9Section2DraftMutation();
  const [sign] = useSignI9Section2Mutation();
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
  const refused = (error: unknown, values: Section2Values) => {
    setServerErrors(formPathsOf(apiFieldErrors(error), values.choice));
    setFormError(apiErrorText(t, error));
  };
  const onSaveDraft = async (values: Section2Values) => {
    setFormError(null);
    try {
      await saveDraft({ id: recordId, value: toSection2Data(values, everify) }).unwrap();
      toast.success(t('i9_draft_saved', 'Draft saved'));
    } catch (error) {
      refused(error, values);
    }
  };
  const onSign = async (values: Section2Values) => {
    setFormError(null);
    try {
      await sign({ id: recordId, value: toSection2Data(values, everify) }).unwrap();
      toast.success(t('i9_section2_signed_toast', 'Section 2 signed'));
      onSigned();
    } catch (error) {
      refused(error, values);
      if (isApiError(error) && error.httpStatusCode === 409) {
        onSigned();
      }
    }
  };
  return { server: { errors: serverErrors, clear }, formError, onSaveDraft, onSign };
}
