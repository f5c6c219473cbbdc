import { Link, useParams } from 'react-router-dom';
import { PERMISSIONS } from '@attest/contracts';
import { Card, ErrorPanel, LoadingBar, RequirePermission, useCan, useT } from '@attest/shared-ui';
import { I9Styles } from '../../i9-common/I9Styles';
import { apiErrorText } from '../../i9-common/i9-text';
import { useGetEverifyCaseQuery } from '../api/everify-cases-api';
import { useCaseChannel } from '../hooks/useCaseChannel';
import { CaseDocumentsPanel } from './CaseDocumentsPanel';
import { CaseHistory } from './CaseHistory';
import { CaseSummary } from './CaseSummary';
import { CaseToolbar } from './CaseToolbar';
import { ClosurePanel } from './ClosurePanel';
import { DuplicatePanel } from './DuplicatePanel';
import { EverifyStyles } from './EverifyStyles';
import { PhotoMatchPanel } from './PhotoMatchPanel';
import { TncPanel } from './TncPanel';

/** `admin/everify/:caseId`: one E-Verify case, its deadlines, the actions its state allows, documents and history; live. */
export function EverifyCasePage() {
  return (
    <RequirePermission permission={PERMISSIONS.EVERIFY_READ}>
      <I9Styles />
      <EverifyStyles />
      <EverifyCaseDetail />
    </RequirePermission>
  );
}

function EverifyCaseDetail() {
  const { t } = useT();
  const { caseId = '', customerCode = '', locationCode = '' } = useParams();
  const id = Number(caseId);
  const canManage = useCan(PERMISSIONS.EVERIFY_MANAGE);
  const query = useGetEverifyCaseQuery(id, { skip: !(id > 0), refetchOnMountOrArgChange: true });
  const refetch = () => void query.refetch();
  useCaseChannel((changed) => {
    if (changed === id) {
      refetch();
    }
  });
  const base = `/${encodeURIComponent(customerCode)}/${encodeURIComponent(locationCode)}`;
  const back = <Link to={`${base}/admin/everify`}>{t('everify_back', 'Back to the E-Verify cases')}</Link>;
  const c = query.currentData;
  if (!(id > 0) || (query.isError && !c)) {
    return (
      <div className="i9-page">
        {back}
        <ErrorPanel title={t('everify_case_unavailable', 'The case could not be loaded')} message={query.isError ? apiErrorText(t, query.error) : undefined} onRetry={refetch} />
      </div>
    );
  }
  if (!c) {
    return <LoadingBar active />;
  }
  const name = [c.first_name, c.last_name].filter(Boolean).join(' ') || t('i9_applicant_n', 'Applicant {{id}}', { id: c.applicant_id });
  const inTnc = !!c.tnc_agency;
  return (
    <div className="i9-page">
      <div className="everify-page-head">
        {back}
        <Link to={`${base}/admin/i9/${c.i9_record_id}`}>{t('everify_open_i9', 'Open the Form I-9')}</Link>
      </div>
      <Card title={t('everify_case_title', 'E-Verify case: {{name}}', { name })}>
        <CaseSummary c={c} />
        <CaseToolbar c={c} canManage={canManage} onChanged={refetch} />
      </Card>
      {c.status === 'DUPLICATE_CASE_ALERT' || c.duplicate_case_numbers.length ? <DuplicatePanel c={c} canManage={canManage} onChanged={refetch} /> : null}
      {c.status === 'PHOTO_MATCHING' || c.photo_answer ? <PhotoMatchPanel c={c} canManage={canManage} onChanged={refetch} /> : null}
      {inTnc ? <TncPanel c={c} canManage={canManage} onChanged={refetch} /> : null}
      {canManage && c.allowed_actions.includes('closure') ? <ClosurePanel c={c} onChanged={refetch} /> : null}
      <CaseDocumentsPanel caseId={c.id} canManage={canManage} />
      <CaseHistory rows={c.history ?? []} />
    </div>
  );
}
