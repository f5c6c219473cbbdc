import { useState } from 'react';
import { Button, apiFetch, logout, useT } from '@attest/shared-ui';
import { loginPath } from '../routing/route-rules';

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
    logout();
    window.location.assign(loginPath(customerCode, locationCode, undefined, staff));
  };
  return (
    <Button variant="secondary" loading={busy} onClick={signOut}>
      {t('logout', 'Log out')}
    </Button>
  );
}
