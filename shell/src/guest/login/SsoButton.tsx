import { Button, useT } from '../../light/ui';

/** Leaves for the customer's identity provider (a full page load: the server answers a redirect). */
export function SsoButton({ customerCode, locationCode, staff, returnTo }: { customerCode: string; locationCode: string; staff: boolean; returnTo: string | null }) {
  const { t } = useT();
  const query = new URLSearchParams({ location: locationCode, ...(returnTo ? { returnTo } : {}) });
  const href = `/api/v1/sso/${encodeURIComponent(customerCode)}/${staff ? '' : 'applicant/'}start?${query.toString()}`;
  return (
    <Button variant="secondary" onClick={() => window.location.assign(href)}>
      {t('sso_sign_in', 'Sign in with your company account')}
    </Button>
  );
}
