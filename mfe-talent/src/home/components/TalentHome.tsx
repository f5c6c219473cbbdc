import { Link } from 'react-router-dom';
import { Card, useT } from '@attest/shared-ui';
import { usePortalPath } from '../usePortalPath';

const AREAS: [string, string, string][] = [
  ['jobs', 'talent_area_jobs', 'Jobs: search open jobs and apply.'],
  ['my-jobs', 'talent_area_my_jobs', 'My jobs: your placements, interviews and the jobs you applied for.'],
  ['alerts', 'talent_area_alerts', 'Alerts: reminders about your placements and interviews.'],
];

/** `btp/home`: the talent platform home of an applicant (older links land here). */
export function TalentHome() {
  const { t } = useT();
  const path = usePortalPath();
  return (
    <Card title={t('talent_home', 'Your jobs')}>
      <ul>
        {AREAS.map(([to, key, text]) => (
          <li key={key}>
            <Link to={path(to)}>{t(key, text)}</Link>
          </li>
        ))}
      </ul>
      <Link to={path('my-profile')}>{t('my_profile', 'My profile')}</Link>
    </Card>
  );
}
