import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { PERMISSIONS } from '@attest/contracts';
import { Button, Card, useCan, useCustomerConfig, useT, useToast } from '@attest/shared-ui';
import { I9Badge } from '../../i9-common/I9Badge';
import { utcToday, type I9RecordView } from '../../i9-common/i9-record';
import { apiErrorText, apiFieldErrors } from '../../i9-common/i9-text';
import { useCreateEverifyCaseMutation, useGetEverifyCasesQuery } from '../api/everify-cases-api';
import { statusBadge, waitingBadge } from '../everify-labels';
import { reasonBody, ReasonForDelayFields, type ReasonForDelay } from './ReasonForDelayFields';

/**
 * On the I-9 record page (`admin/i9/:recordId`) when E-Verify is on: the record's E-Verify case, or "Create
 * case" once the I-9 is complete (Sections 1 and 2 signed). A late case (after the 3rd business day, the
 * Section 2 deadline) asks for the reason for the delay.
 */
export function CreateCasePanel({ record, today }: { record: I9RecordView; today?: string }) {
  const config = useCustomerConfig();
  const canRead = useCan(PERMISSIONS.EVERIFY_READ);
  if (!config.isOn('enable_everify') || !canRead) {
    return null;
  }
  return <EverifyCaseCard record={record} today={today ?? utcToday()} />;
}

function EverifyCaseCard({ record, today }: { record: I9RecordView; today: string }) {
  const { t } = useT();
  const toast = useToast();
  const { customerCode = '', locationCode = '' } = useParams();
  const canManage = useCan(PERMISSIONS.EVERIFY_MANAGE);
  const cases = useGetEverifyCasesQuery({ applicant_id: record.applicant_id, take: 50 }, { refetchOnMountOrArgChange: true });
  const [create, creating] = useCreateEverifyCaseMutation();
  const [reason, setReason] = useState<ReasonForDelay>({ reason: '', description: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [askReason, setAskReason] = useState(false);
  const mine = (cases.data?.items ?? []).filter((c) => c.i9_record_id === record.id);
  const open = mine.find((c) => c.status !== 'CLOSED');
  const late = askReason || (!!record.section2_due && today > record.section2_due);
  const href = (id: number) => `/${encodeURIComponent(customerCode)}/${encodeURIComponent(locationCode)}/admin/everify/${id}`;
  const submit = async () => {
    try {
      await create({ ApplicantId: record.applicant_id, SigRequestId: record.id, ...(late ? reasonBody(reason) : {}) }).unwrap();
      setErrors({});
      toast.success(t('everify_case_created', 'The E-Verify case was created and is being sent to E-Verify.'));
      void cases.refetch();
    } catch (error) {
      const fields = apiFieldErrors(error);
      setErrors(fields);
      if (fields.ReasonForDelay || fields.ReasonForDelayDescription) {
        setAskReason(true);
      }
      toast.danger(apiErrorText(t, error));
    }
  };
  return (
    <Card title={t('everify_on_record', 'E-Verify')}>
      {mine.map((c) => (
        <p key={c.id}>
          <Link to={href(c.id)}>{c.case_number ?? t('everify_case_n', 'Case {{id}}', { id: c.id })}</Link> <I9Badge badge={statusBadge(t, c.status)} />
          {c.awaiting_service ? <I9Badge badge={waitingBadge(t)} /> : null}
        </p>
      ))}
      {!open && record.status !== 'complete' ? <p className="i9-muted">{t('everify_needs_complete_i9', 'An E-Verify case can be created once Sections 1 and 2 are signed.')}</p> : null}
      {!open && record.status === 'complete' && canManage && cases.data ? (
        <section aria-label={t('everify_create_case', 'Create the E-Verify case')}>
          {late ? <ReasonForDelayFields value={reason} onChange={setReason} errors={errors} /> : null}
          <Button loading={creating.isLoading} onClick={() => void submit()}>
            {t('everify_create_case', 'Create the E-Verify case')}
          </Button>
        </section>
      ) : null}
    </Card>
  );
}
