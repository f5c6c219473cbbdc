import { Link, useNavigate, useParams } from 'react-router-dom';
import { PERMISSIONS } from '@attest/contracts';
import { ApplicationStatusBadge, Button, ErrorPanel, LoadingBar, ModalResponse, useCan, useConfirm, useT, useToast } from '@attest/shared-ui';
import { AccountAdminStyles } from '../../applicants/components/AccountAdminStyles';
import { useLoginAsApplicant } from '../../applicants/hooks/useLoginAsApplicant';
import { ApplicantDocumentsPage } from '../../signature-requests/components/ApplicantDocumentsPage';
import { applicantActions, useApplicantRecordQuery } from '../api/applicant-detail-api';
import { ApplicantAtsSection } from './ApplicantAtsSection';
import { ApplicantCredentialsSection } from './ApplicantCredentialsSection';
import { ApplicantJobsSection } from './ApplicantJobsSection';
import { ApplicantDetailStyles } from './ApplicantDetailStyles';
import { BackgroundSection } from './BackgroundSection';
import { CredentialsSection } from './CredentialsSection';
import { DuplicatesWarning } from './DuplicatesWarning';
import { FactsSection } from './FactsSection';
import { NotesSection } from './NotesSection';
import { PaySection } from './PaySection';
import { ProfileSection } from './ProfileSection';
import { TimelineSection } from './TimelineSection';

/** `admin/applicants/:applicantId`: the recruiter's workspace for one applicant. */
export function ApplicantDetailPage() {
  const { t } = useT();
  const toast = useToast();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const { customerCode = '', locationCode = 'hq', applicantId = '' } = useParams();
  const record = useApplicantRecordQuery(applicantId);
  const loginAs = useLoginAsApplicant();
  const canWrite = useCan(PERMISSIONS.APPLICANTS_WRITE);
  const canDelete = useCan(PERMISSIONS.APPLICANTS_DELETE);
  const canLoginAs = useCan(PERMISSIONS.APPLICANTS_LOGIN_AS);
  const listPath = `/${customerCode}/${locationCode}/admin/applicants`;

  const act = async (work: () => Promise<unknown>, done: string, doneDefault: string) => {
    try {
      await work();
      toast.success(t(done, doneDefault));
      void record.refetch();
    } catch {
      toast.danger(t('toast_save_error', 'An Error Occurred'));
    }
  };
  const remove = async () => {
    const answer = await confirm({
      title: t('delete_applicant_confirm', 'Delete this applicant?'),
      body: t('delete_applicant_body', 'The applicant will no longer be able to sign in and will disappear from lists.'),
      confirmLabel: t('delete', 'Delete'),
      danger: true,
    });
    if (answer !== ModalResponse.CONFIRM) {
      return;
    }
    try {
      await applicantActions.remove(applicantId);
      toast.success(t('applicant_deleted', 'Applicant deleted'));
      navigate(listPath);
    } catch {
      toast.danger(t('toast_save_error', 'An Error Occurred'));
    }
  };

  if (record.isLoading) {
    return <LoadingBar active />;
  }
  if (!record.data) {
    return <ErrorPanel title={t('applicant_unavailable', 'This applicant could not be loaded')} />;
  }
  const a = record.data;
  return (
    <div className="ad-page">
      <AccountAdminStyles />
      <ApplicantDetailStyles />
      <p>
        <Link to={listPath}>{t('back_to_applicants', 'Back to applicants')}</Link>
      </p>
      <header className="ad-header">
        <div>
          <h1>{a.full_name || a.email}</h1>
          <div>
            {a.email} <ApplicationStatusBadge status={a.application_status} />
            {a.queued_at ? <span> · {t('queued', 'Queued')}</span> : null}
          </div>
        </div>
        <div className="ad-actions">
          {canWrite && (a.active !== 1 || a.locked === 1) ? (
            <Button variant="secondary" onClick={() => void act(() => applicantActions.activate(applicantId), 'applicant_activated', 'Applicant activated')}>
              {t('activate', 'Activate')}
            </Button>
          ) : null}
          {canWrite && !a.queued_at ? (
            <Button variant="secondary" onClick={() => void act(() => applicantActions.queue(applicantId), 'applicant_queued', 'Applicant queued')}>
              {t('queue', 'Queue')}
            </Button>
          ) : null}
          {canLoginAs ? (
            <Button variant="secondary" onClick={() => void loginAs(applicantId)}>
              {t('login_as_applicant', 'Log in as applicant')}
            </Button>
          ) : null}
          {canDelete ? (
            <Button variant="danger" onClick={() => void remove()}>
              {t('delete', 'Delete')}
            </Button>
          ) : null}
        </div>
      </header>
      <DuplicatesWarning applicantId={applicantId} />
      <ProfileSection record={a} />
      <div className="ad-columns">
        <NotesSection applicantId={applicantId} />
        <FactsSection record={a} onChanged={() => void record.refetch()} />
      </div>
      <BackgroundSection applicantId={applicantId} />
      <CredentialsSection applicantId={applicantId} />
      <ApplicantCredentialsSection applicantId={applicantId} />
      <PaySection applicantId={applicantId} />
      <ApplicantJobsSection applicantId={applicantId} />
      <ApplicantAtsSection applicantId={applicantId} />
      <section aria-label={t('signature_requests', 'Signature requests')}>
        <ApplicantDocumentsPage embedded />
      </section>
      <TimelineSection applicantId={applicantId} />
    </div>
  );
}
