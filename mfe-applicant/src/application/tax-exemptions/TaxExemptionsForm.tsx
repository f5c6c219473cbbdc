import { useId, useState, type FormEvent } from 'react';
import {
  applyExemptChoice, exemptReasonsOf, TAX_EXEMPTION_REASONS, TAX_EXEMPTIONS_REQUIRED_KEY, taxExemptionWrites,
  toggleExemptReason, validateTaxExemptions, type TaxExemptionMode, type TaxExemptionReason, type TaxExemptionValues,
} from '@attest/contracts';
import { Button, useT, useToast } from '@attest/shared-ui';
import { useSaveTaxExemptionPropertiesMutation } from './tax-exemptions-api';

const REASON_LABELS: Record<TaxExemptionReason, string> = {
  service_member: 'I am a member of the armed forces',
  service_member_spouse: 'I am the spouse of a member of the armed forces',
  native_american: 'I am a Native American',
  nonresident: 'I am a nonresident',
  no_previous_anticipated_tax_liability: 'I had no tax liability last year and expect none this year',
};

export interface TaxExemptionsFormProps {
  initial: TaxExemptionValues;
  mode: TaxExemptionMode;
  submitLabel: string;
  onSaved?: () => void;
}

/**
 * Spec §2 "Form engine screens" 7: claiming exempt yes/no and the five reasons. Not claiming unchecks every
 * reason (reasons '' embedded, null standalone); claiming needs a reason. Saves both properties at once.
 */
export function TaxExemptionsForm({ initial, mode, submitLabel, onSaved }: TaxExemptionsFormProps) {
  const { t } = useT();
  const toast = useToast();
  const ids = useId();
  const [values, setValues] = useState(initial);
  const [showErrors, setShowErrors] = useState(false);
  const [saveProperties, { isLoading }] = useSaveTaxExemptionPropertiesMutation();
  const claiming = values.presceening_is_exempt === '1';
  const checked = exemptReasonsOf(values.prescreening_exempt_reasons);
  const error = validateTaxExemptions(values);
  const errorId = `${ids}-error`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setShowErrors(true);
    if (error) {
      return;
    }
    try {
      await saveProperties(taxExemptionWrites(values, mode)).unwrap();
      toast.success(t('tax_exemption_save_success', 'Tax exemptions saved'));
      onSaved?.();
    } catch {
      // Nothing chosen is lost: the values stay on screen for another try.
      toast.danger(t('profile_save_error', 'Your changes could not be saved. Please try again.'), {
        title: t('profile_save_error_title', 'Not saved'),
      });
    }
  };

  return (
    <form className="aw-tax-exemptions" noValidate onSubmit={(event) => void submit(event)}>
      <fieldset className="at-field at-dyn-group">
        <legend className="at-field__label">{t('tax_exempt_question', 'Are you claiming exemption from tax withholding?')}</legend>
        <div className="at-dyn-choices" role="radiogroup">
          {(['1', '0'] as const).map((choice) => (
            <label key={choice} className="at-dyn-choice">
              <input
                type="radio"
                name="presceening_is_exempt"
                value={choice}
                checked={values.presceening_is_exempt === choice}
                onChange={() => setValues((v) => applyExemptChoice(v, choice === '1', mode))}
              />
              <span>{choice === '1' ? t('yes', 'Yes') : t('no', 'No')}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="at-field at-dyn-group" aria-describedby={showErrors && error ? errorId : undefined}>
        <legend className="at-field__label">
          {t('tax_exemption_reasons', 'Reasons for the exemption')}
          {claiming ? <span className="at-field__required" aria-hidden="true">*</span> : null}
        </legend>
        <div className="at-dyn-choices" role="group">
          {TAX_EXEMPTION_REASONS.map((reason) => (
            <label key={reason} className="at-dyn-choice">
              <input
                type="checkbox"
                name="prescreening_exempt_reasons"
                value={reason}
                checked={checked.includes(reason)}
                disabled={!claiming}
                onChange={(event) => setValues((v) => toggleExemptReason(v, reason, event.target.checked))}
              />
              <span>{t(`tax_exemption_reason_${reason}`, REASON_LABELS[reason])}</span>
            </label>
          ))}
        </div>
        {showErrors && error ? (
          <p className="at-field__error" id={errorId} role="alert">
            {t(TAX_EXEMPTIONS_REQUIRED_KEY, 'Tax exemptions are required if claiming exempt.')}
          </p>
        ) : null}
      </fieldset>
      <div className="at-form-actions">
        <Button type="submit" loading={isLoading}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
