import { useCallback, useState } from 'react';
import type { Section1Context } from '@attest/contracts';
import { isApiError, useT, useToast } from '@attest/shared-ui';
import { apiErrorText, apiFieldErrors } from '../i9-common/i9-text';
import { useSaveI9Section1DraftMutation, useSignI9Section1Mutation } from './api/section1-api';
import { toSection1Data, type MaskedOriginals, type Section1Values } from './section1-values';

export type Section1Step = 'form' | 'review';

/**
 * The steps of Section 1: the form (save a draft, or save and continue), the review, and the signature with the
 * mismatch confirmation. Everything typed lives here, so a refusal at any step loses nothing; the server's field
 * errors land on the form's fields.
 */
export function useSection1Flow(initial: Section1Values, masked: MaskedOriginals, rules: Section1Context) {
  const { t } = useT();
  const toast = useToast();
  const [values, setValues] = useState(initial);
  const [step, setStep] = useState<Section1Step>('form');
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [reviewError, setReviewError] = useState<string | null>(null);
  const [mismatch, setMismatch] = useState<Record<string, string> | null>(null);
  const [saveDraft] = useSaveI9Section1DraftMutation();
  const [sign, signing] = useSignI9Section1Mutation();
  const ssnAsked = rules.requireSsn || rules.everify;

  const clearServerError = useCallback(
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

  /** PUT the draft; a refusal keeps the values and says why. */
  const put = async (next: Section1Values): Promise<boolean> => {
    setValues(next);
    setFormError(null);
    try {
      await saveDraft(toSection1Data(next, { ssnAsked, masked })).unwrap();
      return true;
    } catch (error) {
      setServerErrors(apiFieldErrors(error));
      setFormError(apiErrorText(t, error));
      return false;
    }
  };

  const onSaveDraft = async (next: Section1Values) => {
    if (await put(next)) {
      toast.success(t('i9_draft_saved', 'Draft saved'));
    }
  };

  /** Checked by the form already; the preparers sign the day the employee goes on to sign. */
  const onContinue = async (next: Section1Values) => {
    const dated = {
      ...next,
      preparers: next.preparers.map((p) => (p.signed_date ? p : { ...p, signed_date: rules.today })),
    };
    if (await put(dated)) {
      setMismatch(null);
      setReviewError(null);
      setStep('review');
    }
  };

  const onSign = async (mismatchConfirmed: boolean) => {
    setReviewError(null);
    try {
      await sign({ confirmed: true, ...(mismatchConfirmed ? { mismatch_confirmed: true } : {}) }).unwrap();
    } catch (error) {
      const fields = apiFieldErrors(error);
      if (isApiError(error) && error.messageKey === 'i9_section1_mismatch') {
        setMismatch(fields);
      } else if (isApiError(error) && error.httpStatusCode === 400 && Object.keys(fields).length) {
        setServerErrors(fields);
        setFormError(apiErrorText(t, error));
        setStep('form');
      } else {
        setReviewError(apiErrorText(t, error));
      }
    }
  };

  const onReenter = (fields: Record<string, string>) => {
    setServerErrors(fields);
    setMismatch(null);
    setFormError(null);
    setStep('form');
  };

  return {
    step,
    values,
    data: toSection1Data(values, { ssnAsked, masked }),
    server: { errors: serverErrors, clear: clearServerError },
    formError,
    reviewError,
    mismatch,
    signing: signing.isLoading,
    onSaveDraft,
    onContinue,
    onSign,
    onReenter,
    onChange: () => setStep('form'),
  };
}
