import { useState } from 'react';
import { sameAnswers, unansweredItems, type ApplicantSkillChecklistDetail, type SkillChecklistUpdate } from '@attest/contracts';
import { fieldErrorText, isApiError, useT, useToast } from '@attest/shared-ui';
import { useUpdateSkillChecklistMutation } from '../api/skill-checklists-api';

export type ChecklistAction = SkillChecklistUpdate['action'];

/** The analytics error point of this screen (spec §8); the product has no analytics client, so the console. */
export const CHECKLIST_ERROR_POINT = 'Skills Checklists: Error Occurred';

interface Inputs {
  detail: ApplicantSkillChecklistDetail;
  answers: Record<string, number>;
  signature: string | null;
  onUpdated: (detail: ApplicantSkillChecklistDetail) => void;
}

/**
 * Save (answers), save with signature (needs a signature) and complete (needs every item answered and a
 * signature: a new one, or the stored one when the answers have not changed since it was given).
 * Client checks first; the server's refusals are shown the same way.
 */
export function useChecklistActions({ detail, answers, signature, onUpdated }: Inputs) {
  const { t } = useT();
  const toast = useToast();
  const [update] = useUpdateSkillChecklistMutation();
  const [busy, setBusy] = useState<ChecklistAction | null>(null);
  const [itemErrors, setItemErrors] = useState<Record<string, string>>({});
  const [signatureError, setSignatureError] = useState<string | null>(null);

  const required = fieldErrorText(t, { key: 'required_field' }) ?? 'Required Field';
  const signatureRequired = t('signature_required', 'A signature is required');
  const missingErrors = (ids: string[]) => Object.fromEntries(ids.map((id) => [id, required]));

  const run = async (action: ChecklistAction) => {
    const missing = action === 'complete' ? unansweredItems(detail.items, answers) : [];
    const storedStillValid = Boolean(detail.signature) && sameAnswers(answers, detail.answers ?? {});
    const needsSignature = (action === 'sign' && !signature) || (action === 'complete' && !signature && !storedStillValid);
    setItemErrors(missingErrors(missing));
    setSignatureError(needsSignature ? signatureRequired : null);
    if (missing.length > 0 || needsSignature) {
      return;
    }
    const body: SkillChecklistUpdate = { answers, action, ...(action !== 'save' && signature ? { signature } : {}) };
    setBusy(action);
    try {
      const saved = await update({ id: detail.id, body }).unwrap();
      onUpdated(saved);
      toast.success(
        action === 'complete' ? t('checklist_completed', 'Checklist completed') : t('changes_saved', 'Changes Saved Successfully'),
      );
    } catch (cause) {
      console.error(CHECKLIST_ERROR_POINT, cause);
      showServerRefusal(cause);
    } finally {
      setBusy(null);
    }
  };

  const showServerRefusal = (cause: unknown) => {
    if (!isApiError(cause)) {
      toast.danger(t('toast_default_error', 'An Error Occurred'));
      return;
    }
    const details = cause.details ?? {};
    if (cause.messageKey === 'signature_required') {
      setSignatureError(signatureRequired);
    } else if (cause.messageKey === 'answers_incomplete' && Array.isArray(details.missing)) {
      setItemErrors(missingErrors(details.missing.map(String)));
    } else if (cause.messageKey === 'validation_failed' && details.fields) {
      const fields = details.fields;
      setItemErrors(Object.fromEntries(Object.entries(fields).filter(([k]) => k.startsWith('answers.')).map(([k, key]) => [k.slice(8), t(key, key)])));
      if (fields.signature) {
        setSignatureError(t(fields.signature, signatureRequired));
      }
    } else {
      toast.danger(t(cause.messageKey, 'An Error Occurred'));
    }
  };

  return { run, busy, itemErrors, signatureError, clearItemError: (id: string) => setItemErrors(({ [id]: _gone, ...rest }) => rest) };
}
