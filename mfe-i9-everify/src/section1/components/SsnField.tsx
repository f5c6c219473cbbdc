import { useFormikContext } from 'formik';
import { Button, columnStyle, useT } from '@attest/shared-ui';
import type { DynamicField } from '@attest/contracts';
import { FULL_ROW } from '../../i9-common/i9-fields';
import { isMaskedValue } from '../../i9-common/i9-record';
import type { Section1Values } from '../section1-values';
import { I9Check, I9Field, useShownError } from '../../i9-common/form/I9Field';
import { useI9Form } from '../../i9-common/form/I9FormContext';

/** `*****6789` as the form shows an SSN: ***-**-6789. */
export const maskedSsnText = (masked: string) => `***-**-${masked.replace(/[^0-9A-Za-z]/g, '').slice(-4)}`;

/**
 * The SSN, typed in the 999-99-9999 mask. One already on file comes back masked: it is shown as such and kept
 * unless the person chooses Change and types it again. When the customer asks for it (require_section1_ssn or
 * E-Verify), an employee who applied and is waiting for the number says so instead.
 */
export function SsnField({ field, asked }: { field: DynamicField; asked: boolean }) {
  const { t } = useT();
  const { values, setFieldValue } = useFormikContext<Section1Values>();
  const { clearServerError } = useI9Form();
  const error = useShownError('i9_ssn');
  const waiting = asked && values.i9_no_ssn;
  return (
    <>
      {isMaskedValue(values.i9_ssn) ? (
        <div className="at-dyn-col at-field" style={columnStyle(field)} data-field="i9_ssn">
          <span className="at-field__label" id="i9-ssn-label">
            {field.desc}
          </span>
          <div className="i9-masked">
            <output aria-labelledby="i9-ssn-label">{maskedSsnText(values.i9_ssn)}</output>
            <Button
              variant="link"
              aria-label={t('i9_change_ssn', 'Change the Social Security number')}
              onClick={() => {
                clearServerError('i9_ssn');
                void setFieldValue('i9_ssn', '', false);
              }}
            >
              {t('i9_change', 'Change')}
            </Button>
          </div>
          {error ? <p className="at-field__error">{error}</p> : null}
        </div>
      ) : (
        <I9Field field={waiting ? { ...field, required: false } : field} disabled={waiting} />
      )}
      {asked ? (
        <div className="at-dyn-col" style={FULL_ROW}>
          <I9Check
            path="i9_no_ssn"
            label={t('i9_no_ssn', 'I have applied for a Social Security number and have not received it yet')}
            onChanged={(checked) => {
              if (checked && !isMaskedValue(values.i9_ssn)) {
                void setFieldValue('i9_ssn', '', false);
              }
            }}
          />
        </div>
      ) : null}
    </>
  );
}
