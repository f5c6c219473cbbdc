import type { useT } from '../i18n/useT';
import type { Tone } from '../styles/tokens';

type Translate = ReturnType<typeof useT>['t'];

// Credential labels shared by the applicant's Credentials page and the staff applicant page (decision 0043).

/** A credential date shown localized (applicant-side §3): a day as that calendar day, a moment in the browser's zone. */
export function credentialDate(value: string | null, language: string): string {
  if (!value) {
    return '';
  }
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = new Date(day ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) {
    return value;
  }
  return new Intl.DateTimeFormat(language || 'en', { dateStyle: 'medium', ...(day ? { timeZone: 'UTC' } : {}) }).format(date);
}

export const CREDENTIAL_TONES: Record<string, Tone> = { SENT: 'info', UPLOADED: 'success', EXPIRED: 'danger', EXPIRING_SOON: 'warning', INCOMPLETE: 'warning' };

/** The word for a status (SENT/UPLOADED/EXPIRED/DELETED) or an automation alert. */
export function credentialStatusText(t: Translate, status: string): string {
  switch (status) {
    case 'SENT':
      return t('credential_status_sent', 'Requested');
    case 'UPLOADED':
      return t('credential_status_uploaded', 'Uploaded');
    case 'EXPIRED':
      return t('credential_status_expired', 'Expired');
    case 'EXPIRING_SOON':
      return t('credential_alert_expiring_soon', 'Expires soon');
    case 'INCOMPLETE':
      return t('credential_alert_incomplete', 'Past due');
    default:
      return t('credential_status_deleted', 'Deleted');
  }
}
