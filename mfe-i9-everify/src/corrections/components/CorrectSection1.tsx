import { useMemo, useState } from 'react';
import type { Section1Context } from '@attest/contracts';
import { Button, LoadingBar, useCustomerConfig, useT } from '@attest/shared-ui';
import type { I9RecordView } from '../../i9-common/i9-record';
import { Section1Form } from '../../section1/components/Section1Form';
import { toSection1Data, toSection1Values } from '../../section1/section1-values';
import { useCorrectI9Section1Mutation } from '../api/corrections-api';
import { useCorrectionFlow } from '../useCorrectionFlow';

/**
 * "Request a Section 1 correction": staff prepare the corrected Section 1 (from the correction already waiting,
 * else the signed one; numbers masked and kept by the server when left as they are); only the employee attests
 * Section 1, so it waits for the employee's signature, or until it is cancelled.
 */
export function CorrectSection1({
  record,
  today,
  onCancel,
  onDone,
}: {
  record: I9RecordView;
  today: string;
  onCancel: () => void;
  onDone: () => void;
}) {
  const { t } = useT();
  const config = useCustomerConfig();
  const requireSsn = config.isOn('require_section1_ssn');
  const everify = config.isOn('enable_everify');
  const noInternational = config.isOn('disable_international_phone_numbers');
  const rules = useMemo<Section1Context>(
    () => ({ requireSsn, everify, disableInternationalPhone: noInternational, today }),
    [requireSsn, everify, noInternational, today],
  );
  const [start] = useState(() => toSection1Values((record.section1.draft ?? record.section1.current)?.value));
  const [correct] = useCorrectI9Section1Mutation();
  const flow = useCorrectionFlow(onDone);
  if (!config.ready) {
    return <LoadingBar active />;
  }
  return (
    <section
      className="i9-page"
      aria-label={t('i9_request_section1_correction', 'Request a Section 1 correction')}
    >
      <Section1Form
        initial={start.values}
        masked={start.masked}
        rules={rules}
        server={flow.server}
        formError={flow.formError}
        intro={t(
          'i9_section1_correction_intro',
          'Correct what is wrong. The employee is asked to review and sign the corrected Section 1; until then the signed one stays in force.',
        )}
        submitLabel={t('i9_send_section1_correction', 'Send the correction to the employee')}
        onContinue={(values) =>
          flow.send(
            () =>
              correct({
                id: record.id,
                value: toSection1Data(values, {
                  ssnAsked: rules.requireSsn || rules.everify,
                  masked: start.masked,
                }),
              }).unwrap(),
            (answer) =>
              answer.employee_notified
                ? t(
                    'i9_section1_correction_emailed',
                    'The employee was emailed to review and sign the correction',
                  )
                : t('i9_section1_correction_sent', 'The correction waits for the employee to sign it'),
          )
        }
      />
      <div className="i9-actions">
        <Button variant="link" onClick={onCancel}>
          {t('i9_close_correction', 'Close without saving')}
        </Button>
      </div>
    </section>
  );
}
