import { Card, useT } from '@attest/shared-ui';
import type { ApplicantProfile } from '../api/applicant-api';

export function ProfileSummary({ applicant }: { applicant: ApplicantProfile }) {
  const { t } = useT();
  const rows: [string, string, string | null | undefined][] = [
    ['full_name', 'Name', applicant.full_name],
    ['full_address', 'Address', applicant.full_address],
    ['primary_phone', 'Phone', applicant.primary_phone],
  ];
  return (
    <Card title={t('my_profile', 'My profile')}>
      <dl className="applicant-summary">
        {rows.map(([key, label, value]) => (
          <div key={key}>
            <dt>{t(key, label)}</dt>
            <dd>{value || '—'}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
