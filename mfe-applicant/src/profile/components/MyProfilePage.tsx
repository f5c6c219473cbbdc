import { Link } from 'react-router-dom';
import { ErrorPanel, LoadingBar, useT } from '@attest/shared-ui';
import { useGetApplicantQuery } from '../api/applicant-api';
import { usePrelimInfoGate } from '../../prelim-info';
import { useApplicantIds } from '../../session/useApplicantIds';
import { ProfileForm } from './ProfileForm';
import { ProfileSummary } from './ProfileSummary';

/** `my-profile`: the applicant's summary and contact details form (after the preliminary info page). */
export function MyProfilePage() {
  const { t } = useT();
  const ids = useApplicantIds();
  usePrelimInfoGate();
  const { data, error, isLoading, refetch } = useGetApplicantQuery(ids ?? { customerId: '', applicantId: '' }, {
    skip: !ids,
  });
  if (!ids) {
    return <ErrorPanel message={t('unauthorized', 'Please sign in again.')} />;
  }
  if (isLoading) {
    return <LoadingBar active />;
  }
  if (error || !data) {
    return (
      <ErrorPanel
        title={t('profile_unavailable', 'Your profile could not be loaded')}
        onRetry={() => {
          void refetch();
        }}
      />
    );
  }
  return (
    <div className="applicant-profile">
      <ProfileSummary applicant={data} />
      {/* The resume page suggests work history, education and skills from an uploaded file (decision 0044). */}
      <p>
        <Link to="../resume" relative="path">
          {t('profile_resume_link', 'Fill in your work history and education from your resume')}
        </Link>
      </p>
      <ProfileForm key={String(data.applicant_id)} applicant={data} customerId={ids.customerId} />
    </div>
  );
}
