import { Link, useParams } from 'react-router-dom';
import { Card, useT } from '@attest/shared-ui';
import { useGetApplicantQuery } from '../../profile/api/applicant-api';
import { FormsList } from '../../forms/components/FormsList';
import { usePrelimInfoGate } from '../../prelim-info';
import { useApplicantIds } from '../../session/useApplicantIds';
import { ApplicationStyles } from '../../application/wizard/ApplicationStyles';
import { LanguagePicker } from '../../language';
import { ApplicationCard } from './ApplicationCard';

/** Where an applicant lands after login: a greeting, the online application, self-service and their profile. */
export function HomePage() {
  const { t } = useT();
  const { customerCode = '', locationCode = 'hq' } = useParams();
  const ids = useApplicantIds();
  usePrelimInfoGate();
  const { data } = useGetApplicantQuery(ids ?? { customerId: '', applicantId: '' }, { skip: !ids });
  const name = data?.first_name ?? '';
  return (
    <>
      <ApplicationStyles />
      <Card title={name ? t('welcome_name', 'Welcome, {{name}}', { name }) : t('welcome', 'Welcome')}>
        <p>{t('home_intro', 'Here you keep your details up to date for your employer.')}</p>
        <ul className="aw-tasks">
          <li>
            <Link to={`/${customerCode}/${locationCode}/my-profile`}>{t('my_profile', 'My profile')}</Link>
          </li>
          <li>
            <Link to={`/${customerCode}/${locationCode}/self-service`}>{t('self_service', 'Self-service')}</Link>
          </li>
          <li><Link to={`/${customerCode}/${locationCode}/documents`}>{t('my_documents', 'My documents')}</Link></li>
        </ul>
        {ids ? <LanguagePicker customerCode={customerCode} locationCode={locationCode} applicantId={ids.applicantId} /> : null}
      </Card>
      <ApplicationCard />
      <FormsList />
    </>
  );
}
