import { Link, useParams } from 'react-router-dom';
import { Card, useT } from '@attest/shared-ui';
import { useGetApplicantQuery } from '../../profile/api/applicant-api';
import { FormsList } from '../../forms/components/FormsList';
import { useApplicantIds } from '../../session/useApplicantIds';

/** Where an applicant lands after login: a greeting and the way to their profile. */
export function HomePage() {
  const { t } = useT();
  const { customerCode = '', locationCode = 'hq' } = useParams();
  const ids = useApplicantIds();
  const { data } = useGetApplicantQuery(ids ?? { customerId: '', applicantId: '' }, { skip: !ids });
  const name = data?.first_name ?? '';
  return (
    <>
      <Card title={name ? t('welcome_name', 'Welcome, {{name}}', { name }) : t('welcome', 'Welcome')}>
        <p>{t('home_intro', 'Here you keep your details up to date for your employer.')}</p>
        <Link to={`/${customerCode}/${locationCode}/my-profile`}>{t('my_profile', 'My profile')}</Link>
      </Card>
      <FormsList />
    </>
  );
}
