import { useState } from 'react';
import { apiFetch } from '../api/api-fetch';
import { Button } from '../components/Button';
import { useT } from '../i18n/useT';
import { getSession, logout } from './session';

/**
 * Shown across the applicant portal while a staff user is logged in as the applicant ("log in as
 * applicant": the session carries the applicant-login flag; the server token names the staff user, so
 * every change is audited as theirs). Exit revokes the applicant token, clears this tab's session and
 * goes back to the staff applicant page (or closes the tab the staff page opened).
 */
export function StaffViewingBanner({ staffPath }: { staffPath: string }) {
  const { t } = useT();
  const [busy, setBusy] = useState(false);
  const session = getSession();
  if (!session.applicantLogin || session.party !== 'applicant') {
    return null;
  }
  const exit = async () => {
    setBusy(true);
    const applicantId = session.applicantId;
    try {
      await apiFetch('/api/v1/logout', { method: 'POST', body: {} });
    } catch {
      // The token may already be dead; leaving the applicant's session is what matters.
    }
    logout();
    if (window.opener) {
      window.close();
    }
    window.location.assign(applicantId ? `${staffPath}/${encodeURIComponent(applicantId)}` : staffPath);
  };
  return (
    <div className="at-banner at-staff-viewing" role="status" data-testid="staff-viewing-banner">
      <strong>{t('staff_viewing_banner', 'You are viewing the portal as this applicant (staff view).')}</strong>{' '}
      <Button variant="secondary" loading={busy} onClick={() => void exit()}>
        {t('staff_viewing_exit', 'Exit to staff')}
      </Button>
    </div>
  );
}
