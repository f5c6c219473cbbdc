import { useState } from 'react';
import type { SsoOptionsDto } from '@attest/contracts';
import { Button, apiFetch, logout, useT } from '@attest/shared-ui';
import { loginPath } from '../routing/route-rules';

/** applicant_sso_logout_url: an applicant who signs in through the customer's provider signs out there too. */
async function applicantSsoLogoutUrl(customerCode: string): Promise<string | null> {
  try {
    const options = await apiFetch<SsoOptionsDto>(`/api/v1/sso/${encodeURIComponent(customerCode)}/options`);
    const url = options.applicant.enabled ? options.applicant.logout_url : null;
    return url && /^https?:\/\//i.test(url) ? url : null;
  } catch {
    return null;
  }
}

/**
 * Revokes the token on the server, clears the session and goes to login with a full page load, so no
 * cached data of the signed-out person stays in the store.
 */
export function LogoutButton({ customerCode, locationCode, staff }: { customerCode: string; locationCode: string; staff: boolean }) {
  const { t } = useT();
  const [busy, setBusy] = useState(false);
  const signOut = async () => {
    setBusy(true);
    try {
      await apiFetch('/api/v1/logout', { method: 'POST', body: {} });
    } catch {
      // The token may already be dead; signing out locally is what matters to the person.
    }
    const ssoLogout = staff ? null : await applicantSsoLogoutUrl(customerCode);
    logout();
    window.location.assign(ssoLogout ?? loginPath(customerCode, locationCode, undefined, staff));
  };
  return (
    <Button variant="secondary" loading={busy} onClick={signOut}>
      {t('logout', 'Log out')}
    </Button>
  );
}
