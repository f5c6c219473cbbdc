import { useState, type FormEvent } from 'react';
import { evaluateTncFan, type TncFanLanguage } from '@attest/contracts';
import { Button, SelectField, useT } from '@attest/shared-ui';
import { apiFieldErrors, i9ErrorText, type Translate } from '../../i9-common/i9-text';
import type { TncAnswers } from '../api/everify-cases-api';

export interface TncDecisionFormProps {
  /** The language chosen before (the notice the employee read). */
  initialLanguage: TncFanLanguage | null;
  busy: boolean;
  onSubmit: (answers: TncAnswers) => Promise<void>;
  /** The button's text: the employee's "Send my answer", or staff's "Record the employee's decision". */
  submitLabel: string;
  /** Words for the steps: the employee's ("you") or staff's ("the employee"). */
  voice: 'employee' | 'staff';
}

export const languageOptions = (t: Translate) => [
  { value: 'en', label: t('everify_lang_en', 'English') },
  { value: 'es', label: t('everify_lang_es', 'Spanish') },
];

/**
 * The notice's two steps (contracts' evaluateTncFan checks them here and on the server): step 1, will the
 * employee take action on the mismatch; step 2, asked only then, will they contact the agency within 8 federal
 * working days of the referral.
 */
export function TncDecisionForm({ initialLanguage, busy, onSubmit, submitLabel, voice }: TncDecisionFormProps) {
  const { t } = useT();
  const [step1, setStep1] = useState<boolean | null>(null);
  const [step2, setStep2] = useState<boolean | null>(null);
  const [language, setLanguage] = useState<TncFanLanguage>(initialLanguage ?? 'en');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const staff = voice === 'staff';
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const outcome = evaluateTncFan({ tnc_fan_step1: step1, tnc_fan_step2: step1 ? step2 : null });
    if (!outcome.valid) {
      setErrors(outcome.errors);
      return;
    }
    setErrors({});
    try {
      await onSubmit({ tnc_fan_step1: step1, tnc_fan_step2: step1 ? step2 : null, tnc_fan_language: language });
    } catch (error) {
      setErrors(apiFieldErrors(error));
    }
  };
  const yesNo = (name: string, value: boolean | null, set: (v: boolean) => void, yes: string, no: string) => (
    <>
      <label className="i9-choice">
        <input type="radio" name={name} checked={value === true} onChange={() => set(true)} />
        <span>{yes}</span>
      </label>
      <label className="i9-choice">
        <input type="radio" name={name} checked={value === false} onChange={() => set(false)} />
        <span>{no}</span>
      </label>
    </>
  );
  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <fieldset className="i9-group" aria-describedby={errors.tnc_fan_step1 ? 'tnc-step1-error' : undefined}>
        <legend>{staff ? t('everify_tnc_step1_staff', 'Step 1: Will the employee take action on the mismatch?') : t('everify_tnc_step1', 'Step 1: Will you take action on the mismatch?')}</legend>
        {yesNo(
          'tnc_fan_step1',
          step1,
          setStep1,
          staff ? t('everify_tnc_step1_yes_staff', 'Yes, the employee takes action (contests the mismatch)') : t('everify_tnc_step1_yes', 'Yes, I will take action'),
          staff ? t('everify_tnc_step1_no_staff', 'No, the employee does not take action') : t('everify_tnc_step1_no', 'No, I will not take action'),
        )}
        {errors.tnc_fan_step1 ? <p id="tnc-step1-error" className="i9-error">{i9ErrorText(t, errors.tnc_fan_step1)}</p> : null}
      </fieldset>
      {step1 ? (
        <fieldset className="i9-group" aria-describedby={errors.tnc_fan_step2 ? 'tnc-step2-error' : undefined}>
          <legend>
            {staff
              ? t('everify_tnc_step2_staff', 'Step 2: Will the employee contact the agency within 8 federal working days after the referral?')
              : t('everify_tnc_step2', 'Step 2: Will you contact the agency within 8 federal working days after your employer refers your case?')}
          </legend>
          {yesNo('tnc_fan_step2', step2, setStep2, t('everify_yes', 'Yes'), t('everify_no', 'No'))}
          {errors.tnc_fan_step2 ? <p id="tnc-step2-error" className="i9-error">{i9ErrorText(t, errors.tnc_fan_step2)}</p> : null}
        </fieldset>
      ) : null}
      <SelectField label={t('everify_tnc_language', 'Language of the notice and letters')} value={language} options={languageOptions(t)} onChange={(e) => setLanguage(e.target.value as TncFanLanguage)} />
      <Button type="submit" loading={busy}>
        {submitLabel}
      </Button>
    </form>
  );
}
