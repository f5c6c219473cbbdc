import { PERMISSIONS } from '@attest/contracts';
import { Card, ErrorPanel, LoadingBar, RequirePermission, useT } from '@attest/shared-ui';
import { useGetSsoSettingsQuery } from '../api/security-api';
import { MfaPolicySection } from './MfaPolicySection';
import { SecurityStyles } from './SecurityStyles';
import { SsoSettingsForm } from './SsoSettingsForm';

/**
 * `admin/security` (account.manage): how the customer's people sign in — the staff two-factor requirement and
 * the company single sign-on of staff and of applicants.
 */
export function SignInSecurityPage() {
  return (
    <RequirePermission permission={PERMISSIONS.ACCOUNT_MANAGE}>
      <SignInSecurity />
    </RequirePermission>
  );
}

function SignInSecurity() {
  const { t } = useT();
  return (
    <Card title={t('sign_in_security', 'Sign-in security')}>
      <SecurityStyles />
      <MfaPolicySection />
      <SsoSections />
    </Card>
  );
}

function SsoSections() {
  const { t } = useT();
  const { data, error, isFetching, refetch } = useGetSsoSettingsQuery();
  return (
    <>
      <LoadingBar active={isFetching} />
      {error && !data ? (
        <ErrorPanel
          title={t('sso_settings_unavailable', 'The single sign-on settings could not be loaded')}
          onRetry={() => void refetch()}
        />
      ) : null}
      {data ? (
        <>
          <SsoSettingsForm audience="staff" settings={data.staff} />
          <SsoSettingsForm audience="applicant" settings={data.applicant} />
        </>
      ) : null}
    </>
  );
}
