import { useMemo, useState } from 'react';
import { isI9Attestation, type Section2Context } from '@attest/contracts';
import { Button, ErrorPanel, LoadingBar, useCustomerConfig, useStaffAccess, useT } from '@attest/shared-ui';
import type { I9RecordView } from '../../i9-common/i9-record';
import { useGetI9DocumentReferencesQuery } from '../../record/api/record-api';
import { Section2Form } from '../../record/components/Section2Form';
import { formPathsOf, toSection2Data, toSection2Values } from '../../record/section2-values';
import { useCorrectI9Section2Mutation } from '../api/corrections-api';
import { useCorrectionFlow } from '../useCorrectionFlow';
import { useEadCategoryCodes } from '../../everify-ead-admin/useEadCategoryCodes';

/**
 * "Correct Section 2": the Section 2 form filled from the signed revision (numbers masked: left as they are,
 * the server keeps the stored ones), checked with the same rules, signed at once by the correcting user as a
 * new revision; the corrected one stays readable.
 */
export function CorrectSection2({
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
  const { access } = useStaffAccess();
  const attestation = record.section1.current?.value.attest_type;
  const valid = isI9Attestation(attestation);
  const references = useGetI9DocumentReferencesQuery(valid ? attestation : 0, { skip: !valid });
  const everify = config.isOn('enable_everify');
  const altEnabled = config.isOn('enable_alt_doc_examination');
  const eadCategories = useEadCategoryCodes();
  const dob = record.section1.current?.value.i9_dob;
  const rules = useMemo<Section2Context | null>(
    () =>
      valid
        ? {
            attestation,
            everify,
            today,
            altProcedureEnabled: altEnabled,
            employeeDob: typeof dob === 'string' ? dob : null,
            eadCategories,
          }
        : null,
    [valid, attestation, everify, today, altEnabled, dob, eadCategories],
  );
  const [initial] = useState(() =>
    toSection2Values(record.section2.current?.value, {
      firstDay: record.first_day_of_employment,
      staffName: access?.full_name ?? null,
    }),
  );
  const [correct] = useCorrectI9Section2Mutation();
  const flow = useCorrectionFlow(onDone);
  if (references.isError) {
    return (
      <ErrorPanel
        title={t('i9_references_unavailable', 'The lists of acceptable documents could not be loaded')}
        onRetry={() => void references.refetch()}
      />
    );
  }
  if (!references.data || !config.ready || !rules) {
    return <LoadingBar active />;
  }
  return (
    <section className="i9-page" aria-label={t('i9_correct_section2', 'Correct Section 2')}>
      <p className="i9-note">
        {t(
          'i9_correct_section2_note',
          'The corrected Section 2 is a new revision signed by you; the signed one stays on the record as it is.',
        )}
      </p>
      <Section2Form
        initial={initial}
        rules={rules}
        choices={references.data}
        server={flow.server}
        formError={flow.formError}
        submitLabel={t('i9_sign_correction', 'Sign the corrected Section 2')}
        onSign={(values) =>
          flow.send(
            () => correct({ id: record.id, value: toSection2Data(values, everify) }).unwrap(),
            t('i9_section2_corrected_toast', 'Section 2 corrected'),
            (fields) => formPathsOf(fields, values.choice),
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
