import { useCallback, useState } from 'react';
import { useT, useToast } from '@attest/shared-ui';
import { apiErrorText, apiFieldErrors } from '../../i9-common/i9-text';
import { formPathsOf, toSection2Data, type Section2Values } from '../../record/section2-values';
import {
  useSaveSecondSignerDraftMutation,
  useSignSecondSignerSection2Mutation,
} from '../api/second-signer-api';
import type { SecondSignerSigned } from '../api/second-signer-types';

/**
 * The representative saves and signs Section 2 through the link. A refusal keeps every value and puts the
 * server's field errors on the fields (an expired link says so above the buttons, with what was typed still there).
 */
export function useSecondSignerFlow(token: string, everify: boolean) {
  const { t } = useT();
  const toast = useToast();
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [signed, setSigned] = useState<SecondSignerSigned | null>(null);
  const [saveDraft] = useSaveSecondSignerDraftMutation();
  const [sign] = useSignSecondSignerSection2Mutation();
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
      await saveDraft({ token, value: toSection2Data(values, everify) }).unwrap();
      toast.success(t('i9_draft_saved', 'Draft saved'));
    } catch (error) {
      refused(error, values);
    }
  };
  const onSign = async (values: Section2Values) => {
    setFormError(null);
    try {
      setSigned(await sign({ token, value: toSection2Data(values, everify) }).unwrap());
    } catch (error) {
      refused(error, values);
    }
  };
  return { server: { errors: serverErrors, clear }, formError, signed, onSaveDraft, onSign };
}
