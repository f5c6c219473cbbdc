import { Navigate, useParams } from 'react-router-dom';
import { APPLICATION_STATUS_ORDER } from '@attest/contracts';
import { ErrorPanel, LoadingBar, useT } from '@attest/shared-ui';
import { useApplicantIds } from '../../session/useApplicantIds';
import { ApplicationStyles } from './ApplicationStyles';
import { useWizardProgress } from './useWizardProgress';
import { WizardSectionView } from './WizardSectionView';
import { sectionPath } from './wizard-paths';

/**
 * `application` (no segment) and `application/:segment`: one section of the online application.
 * An unknown or switched-off segment, or one beyond the applicant's progress, goes to the resume section.
 */
export function WizardPage() {
  const { t } = useT();
  const { customerCode = '', locationCode = 'hq', segment } = useParams();
  const ids = useApplicantIds();
  const progress = useWizardProgress();

  if (!ids) {
    return <ErrorPanel message={t('unauthorized', 'Please sign in again.')} />;
  }
  if (progress.state === 'loading') {
    return <LoadingBar active />;
  }
  if (progress.state === 'error') {
    return <ErrorPanel title={t('application_unavailable', 'Your application could not be loaded')} onRetry={progress.retry} />;
  }
  const { sections, status, resume } = progress;
  const section = sections.find((s) => s.segment === segment);
  if (!section || APPLICATION_STATUS_ORDER[section.status] > APPLICATION_STATUS_ORDER[resume.status]) {
    return <Navigate to={sectionPath(customerCode, locationCode, resume.segment)} replace />;
  }
  return (
    <div className="aw-wizard">
      <ApplicationStyles />
      <WizardSectionView
        key={section.status}
        section={section}
        sections={sections}
        status={status}
        resume={resume}
        customerId={Number(ids.customerId)}
        applicantId={Number(ids.applicantId)}
      />
    </div>
  );
}
