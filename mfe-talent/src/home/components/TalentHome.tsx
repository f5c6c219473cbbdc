import { Link, useParams } from 'react-router-dom';
import { Card, useT } from '@attest/shared-ui';

const AREAS: [string, string][] = [
  ['talent_area_jobs', 'Jobs: search open jobs and apply.'],
  ['talent_area_applied', 'Jobs you applied for and your submissions.'],
  ['talent_area_placements', 'Placements: current, upcoming and past.'],
  ['talent_area_interviews', 'Interviews, alerts, surveys and referrals.'],
];

/** `btp/home`: the talent platform home of an applicant. */
export function TalentHome() {
  const { t } = useT();
  const { customerCode = '', locationCode = 'hq' } = useParams();
  return (
    <Card title={t('talent_home', 'Your jobs')}>
      <ul>
        {AREAS.map(([key, text]) => (
          <li key={key}>{t(key, text)}</li>
        ))}
      </ul>
      <Link to={`/${customerCode}/${locationCode}/my-profile`}>
        {t('my_profile', 'My profile')}
      </Link>
    </Card>
  );
}
