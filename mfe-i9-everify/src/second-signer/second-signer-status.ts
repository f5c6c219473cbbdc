import { AUTH_REP_CONTACT } from '@attest/contracts';
import type { Translate } from '../i9-common/i9-text';
import { formatDateTime } from '../i9-common/i9-record';
import type { SecondSignerView } from './api/second-signer-types';

/** Where the representative's part stands, in words (the applicant's card and the staff panel). */
export function secondSignerStatusText(t: Translate, s: SecondSignerView): string {
  switch (s.status) {
    case 'pending':
      return s.contact_method === AUTH_REP_CONTACT.ASSIGN_LATER
        ? t('i9_rep_status_assign_later', 'Your employer will assign the representative.')
        : t('i9_rep_status_pending', 'The link is sent to the representative once Section 1 is signed.');
    case 'invited':
      return t('i9_rep_status_invited', 'Link sent on {{date}}.', { date: formatDateTime(s.invited_at) });
    case 'opened':
      return t('i9_rep_status_opened', 'The representative opened the link ({{date}}).', {
        date: formatDateTime(s.last_activity_at),
      });
    case 'signed':
      return t(
        'i9_rep_status_signed',
        'The representative signed Section 2 on {{date}}; the employer reviews it.',
        {
          date: formatDateTime(s.used_at),
        },
      );
    case 'reviewed':
      return t('i9_rep_status_reviewed', 'The employer accepted the representative’s Section 2.');
    case 'revoked':
      return t('i9_rep_status_revoked', 'The employer completes Section 2.');
  }
}

/** The label of a contact method (Email '0', SMS '1', AssignLater '2'). */
export function contactMethodLabel(t: Translate, method: string): string {
  switch (method) {
    case AUTH_REP_CONTACT.EMAIL:
      return t('i9_rep_by_email', 'Send the link by email');
    case AUTH_REP_CONTACT.SMS:
      return t('i9_rep_by_sms', 'Send the link by text message');
    default:
      return t('i9_rep_assign_later', 'My employer will assign the representative later');
  }
}
