import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { PERMISSIONS } from '@attest/contracts';
import { Card, ErrorPanel, LoadingBar, RequirePermission, useT } from '@attest/shared-ui';
import { I9Styles } from '../../i9-common/I9Styles';
import { apiErrorText } from '../../i9-common/i9-text';
import { useGetI9ExpirationQuery, useGetI9RecordQuery, useGetI9TrailQuery } from '../api/record-api';
import { DownloadI9Pdf } from './DownloadI9Pdf';
import { EadExtensionPanel } from './EadExtensionPanel';
import { RecordHeader } from './RecordHeader';
import { Section1Panel } from './Section1Panel';
import { Section2Panel } from './Section2Panel';
import { TrailPanel } from './TrailPanel';
import { SecondSignerPanel } from '../../second-signer/components/SecondSignerPanel';
import { SupplementBPanel } from '../../supplement-b/components/SupplementBPanel';
import { ReverifyTasksPanel } from '../../everify-revocations/components/ReverifyTasksPanel';
import { CorrectionsPanel } from '../../corrections/components/CorrectionsPanel';
import { CreateCasePanel } from '../../everify/components/CreateCasePanel';

/** `admin/i9/:recordId`: one I-9 (compliance's record id): Section 1, Section 2, deadlines and the audit trail. */
export function I9RecordPage({ today }: { today?: string }) {
  return (
    <RequirePermission permission={PERMISSIONS.I9_READ}>
      <I9Styles />
      <I9Record today={today} />
    </RequirePermission>
  );
}

function I9Record({ today }: { today?: string }) {
  const { t } = useT();
  const { recordId = '', customerCode = '', locationCode = '' } = useParams();
  const id = Number(recordId);
  const [reveal, setReveal] = useState(false);
  const record = useGetI9RecordQuery({ id, reveal }, { skip: !(id > 0), refetchOnMountOrArgChange: true });
  const expiration = useGetI9ExpirationQuery(id, { skip: !(id > 0), refetchOnMountOrArgChange: true });
  const trail = useGetI9TrailQuery(id, { skip: !(id > 0) });
  const back = (
    <Link to={`/${encodeURIComponent(customerCode)}/${encodeURIComponent(locationCode)}/admin/i9`}>
      {t('i9_back_to_list', 'Back to the I-9 list')}
    </Link>
  );
  if (!(id > 0)) {
    return (
      <ErrorPanel message={t('i9_not_found', 'This I-9 no longer exists or is not in your locations.')} />
    );
  }
  if (record.isError && !record.currentData) {
    return (
      <div className="i9-page">
        {back}
        <ErrorPanel
          title={t('i9_record_unavailable', 'The I-9 could not be loaded')}
          message={apiErrorText(t, record.error)}
          onRetry={() => void record.refetch()}
        />
      </div>
    );
  }
  const data = record.currentData ?? (record.data?.id === id ? record.data : undefined);
  if (!data) {
    return <LoadingBar active />;
  }
  const s1 = (data.section1.current ?? data.section1.draft)?.value ?? {};
  const name =
    [s1.i9_first_name, s1.i9_last_name].filter((v) => typeof v === 'string' && v).join(' ') ||
    t('i9_applicant_n', 'Applicant {{id}}', { id: data.applicant_id });
  return (
    <div className="i9-page">
      {back}
      <Card title={t('i9_record_title', 'Form I-9: {{name}}', { name })}>
        <RecordHeader record={data} expiration={expiration.data} />
        <DownloadI9Pdf recordId={data.id} reveal={reveal} />
      </Card>
      <Section1Panel record={data} revealing={record.isFetching && reveal} onReveal={setReveal} />
      <Section2Panel
        record={data}
        today={today}
        onSigned={() => {
          setReveal(false);
          void expiration.refetch();
          void trail.refetch();
        }}
      />
      <SecondSignerPanel record={data} onChanged={() => void trail.refetch()} />
      <ReverifyTasksPanel recordId={data.id} />
      <SupplementBPanel record={data} today={today} onChanged={() => setReveal(false)} />
      <CorrectionsPanel record={data} today={today} onChanged={() => setReveal(false)} />
      <EadExtensionPanel record={data} onExtended={() => void Promise.all([record.refetch(), expiration.refetch(), trail.refetch()])} />
      <CreateCasePanel record={data} today={today} />
      <TrailPanel recordId={id} />
    </div>
  );
}
