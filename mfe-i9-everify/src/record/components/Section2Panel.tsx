import { useMemo, useState } from 'react';
import { isI9Attestation, PERMISSIONS, type Section2Context } from '@attest/contracts';
import {
  Card,
  ErrorPanel,
  formatDate,
  LoadingBar,
  useCan,
  useCustomerConfig,
  useStaffAccess,
  useT,
} from '@attest/shared-ui';
import { utcToday, type I9RecordView } from '../../i9-common/i9-record';
import { useImageEndpoints } from '../../i9-common/image-capture/image-endpoints';
import { useGetI9DocumentReferencesQuery } from '../api/record-api';
import { holdsDocuments, withEmployeeChoice } from '../employee-choice';
import { toSection2Values, type Section2Values } from '../section2-values';
import { useEmployeeChoice } from '../useEmployeeChoice';
import { useSection2Flow } from '../useSection2Flow';
import { EmployeeChoiceNote } from './EmployeeChoiceNote';
import { Section2Form } from './Section2Form';
import { Section2Summary } from './Section2Summary';
import { useEadCategoryCodes } from '../../everify-ead-admin/useEadCategoryCodes';

/**
 * Section 2 of a record: signed (read only), or the form for a user who holds i9.section2.sign once the employee
 * has signed Section 1, or where it stands for everyone else.
 */
export function Section2Panel({
  record,
  today,
  onSigned,
}: {
  record: I9RecordView;
  today?: string;
  onSigned: () => void;
}) {
  const { t } = useT();
  const canSign = useCan(PERMISSIONS.I9_SECTION2_SIGN);
  const signed = record.section2.current;
  if (signed) {
    return (
      <Card title={t('i9_section2_title', 'Section 2: Employer Review and Verification')}>
        <p className="i9-ok">
          {t('i9_signed_on', 'Signed on {{date}}', { date: formatDate(signed.signed_at) })}
          {signed.signed_by_name ? ` — ${signed.signed_by_name}` : ''}
        </p>
        <Section2Summary data={signed.value} />
      </Card>
    );
  }
  const attestation = record.section1.current?.value.attest_type;
  if (!record.section1.current || !isI9Attestation(attestation)) {
    return (
      <Card title={t('i9_section2_title', 'Section 2: Employer Review and Verification')}>
        <p>{t('i9_section1_not_signed', 'The employee has not signed Section 1 yet.')}</p>
      </Card>
    );
  }
  if (!canSign) {
    return (
      <Card title={t('i9_section2_title', 'Section 2: Employer Review and Verification')}>
        <p>{t('i9_section2_not_signed', 'Section 2 is not signed yet.')}</p>
      </Card>
    );
  }
  return (
    <Section2Editor
      record={record}
      attestation={attestation}
      today={today ?? utcToday()}
      onSigned={onSigned}
    />
  );
}

function Section2Editor({
  record,
  attestation,
  today,
  onSigned,
}: {
  record: I9RecordView;
  attestation: 1 | 2 | 3 | 4;
  today: string;
  onSigned: () => void;
}) {
  const { t } = useT();
  const config = useCustomerConfig();
  const { access } = useStaffAccess();
  const references = useGetI9DocumentReferencesQuery(attestation);
  const everify = config.isOn('enable_everify');
  const altEnabled = config.isOn('enable_alt_doc_examination');
  const eadCategories = useEadCategoryCodes();
  const dob = record.section1.current?.value.i9_dob;
  const rules = useMemo<Section2Context>(
    () => ({
      attestation,
      everify,
      today,
      altProcedureEnabled: altEnabled,
      employeeDob: typeof dob === 'string' ? dob : null,
      eadCategories,
    }),
    [attestation, everify, today, altEnabled, dob, eadCategories],
  );
  const employee = useEmployeeChoice(useImageEndpoints()?.listUrl ?? null);
  // The form starts once, from the saved draft, or (when it holds no document) from the employee's own choice.
  const [start, setStart] = useState<{ values: Section2Values; fromEmployee: boolean } | null>(null);
  if (!start && config.ready && (employee.settled || holdsDocuments(record.section2.draft?.value))) {
    const { value, applied } = withEmployeeChoice(record.section2.draft?.value, employee.choice, {
      attestation,
      everify,
    });
    setStart({
      values: toSection2Values(value, {
        firstDay: record.first_day_of_employment,
        staffName: access?.full_name ?? null,
      }),
      fromEmployee: applied,
    });
  }
  const flow = useSection2Flow(record.id, everify, onSigned);
  if (references.isError) {
    return (
      <ErrorPanel
        title={t('i9_references_unavailable', 'The lists of acceptable documents could not be loaded')}
        onRetry={() => void references.refetch()}
      />
    );
  }
  if (!references.data || !start) {
    return <LoadingBar active />;
  }
  return (
    <>
      {start.fromEmployee ? <EmployeeChoiceNote /> : null}
      <Section2Form
        initial={start.values}
        rules={rules}
        choices={references.data}
        server={flow.server}
        formError={flow.formError}
        onSaveDraft={flow.onSaveDraft}
        onSign={flow.onSign}
      />
    </>
  );
}
