import { Link } from 'react-router-dom';
import { useT } from '@attest/shared-ui';
import { TalentStyles } from '../../home/components/TalentStyles';
import { InterviewsSection } from '../../interviews/components/InterviewsSection';
import { ApplicationsSection } from '../../jobs/components/ApplicationsSection';
import { shows, useJobDisplay } from '../../talent-api/talent-api';
import { PlacementsSection } from './PlacementsSection';
import { usePortalPath } from '../../home/usePortalPath';

/** `my-jobs`: placements (current, upcoming, past), interviews and the jobs applied for. */
export function MyJobsPage() {
  const { t } = useT();
  const path = usePortalPath();
  const { settings, loading } = useJobDisplay();
  return (
    <>
      <TalentStyles />
      <h1 className="at-page__title">{t('my_jobs_title', 'My jobs')}</h1>
      {shows(settings, 'enable_job_search') ? (
        <p>
          <Link to={path('jobs')}>{t('applications_find_jobs', 'Find jobs')}</Link>
        </p>
      ) : null}
      <PlacementsSection />
      <InterviewsSection />
      {/* The jobs applied for show when the customer lets them (enable_jobs_applied_for). */}
      {!loading && shows(settings, 'enable_jobs_applied_for') ? <ApplicationsSection /> : null}
    </>
  );
}
