import { REASON_FOR_DELAY_CODES, type ReasonForDelayCode } from '@attest/contracts';
import { SelectField, TextField, useT } from '@attest/shared-ui';
import { i9ErrorText } from '../../i9-common/i9-text';
import { reasonText } from '../everify-labels';

export interface ReasonForDelay {
  reason: ReasonForDelayCode | '';
  description: string;
}

/** A late case's reason for delay (the spec's codes) and its description (required for OTHER, checked by the server). */
export function ReasonForDelayFields({ value, onChange, errors }: { value: ReasonForDelay; onChange: (v: ReasonForDelay) => void; errors: Record<string, string> }) {
  const { t } = useT();
  return (
    <>
      <p className="i9-warn">{t('everify_late_note', 'The case is late (more than 3 business days after the first day of work): choose the reason for the delay.')}</p>
      <SelectField
        label={t('everify_reason_for_delay', 'Reason for delay')}
        required
        placeholder={t('everify_choose_reason', 'Choose a reason')}
        value={value.reason}
        options={REASON_FOR_DELAY_CODES.map((code) => ({ value: code, label: reasonText(t, code) }))}
        onChange={(e) => onChange({ ...value, reason: e.target.value as ReasonForDelayCode | '' })}
        error={i9ErrorText(t, errors.ReasonForDelay)}
      />
      <TextField
        label={t('everify_reason_description', 'Description of the delay')}
        required={value.reason === 'OTHER'}
        maxLength={500}
        value={value.description}
        onChange={(e) => onChange({ ...value, description: e.target.value })}
        error={i9ErrorText(t, errors.ReasonForDelayDescription)}
      />
    </>
  );
}

export const reasonBody = (v: ReasonForDelay) => ({ ReasonForDelay: v.reason || null, ReasonForDelayDescription: v.description.trim() || null });
