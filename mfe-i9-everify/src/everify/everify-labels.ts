import {
  closureStatementKey,
  I9_MESSAGES_EN,
  photoAnswerKey,
  reasonForDelayKey,
  type ClosureStatement,
  type EverifyCaseStatus,
  type PhotoMatchAnswer,
  type ReasonForDelayCode,
} from '@attest/contracts';
import type { Badge, BadgeTone } from '../i9-common/i9-labels';
import type { Translate } from '../i9-common/i9-text';
import { statusText } from '../everify-simulator/status-text';

export { statusText };

/** A key of contracts' messages in the reader's language (its English as the fallback). */
const known = (t: Translate, key: string, fallback: string): string => t(key, { defaultValue: I9_MESSAGES_EN[key] ?? fallback });

const TONES: Partial<Record<EverifyCaseStatus, BadgeTone>> = {
  DRAFT: 'muted',
  SUBMITTED: 'info',
  DUPLICATE_CASE_ALERT: 'warn',
  PHOTO_MATCHING: 'warn',
  VERIFICATION_IN_PROCESS: 'info',
  EMPLOYMENT_AUTHORIZED: 'ok',
  SSA_TNC: 'alert',
  DHS_TNC: 'alert',
  REFERRED: 'warn',
  CASE_IN_CONTINUANCE: 'info',
  FINAL_NONCONFIRMATION: 'alert',
  DHS_NO_SHOW: 'alert',
  CLOSE_CASE_AND_RESUBMIT: 'warn',
  CLOSED: 'muted',
};

export function statusBadge(t: Translate, status: EverifyCaseStatus): Badge {
  return { tone: TONES[status] ?? 'muted', label: statusText(t, status) };
}

export const closureText = (t: Translate, c: ClosureStatement): string => known(t, closureStatementKey(c), c);
export const reasonText = (t: Translate, r: ReasonForDelayCode): string => known(t, reasonForDelayKey(r), r);
export const photoAnswerText = (t: Translate, a: PhotoMatchAnswer): string => known(t, photoAnswerKey(a), a);
/** A history event's name (everify_event_<event>); an event this screen does not know reads as itself. */
export const eventText = (t: Translate, event: string): string => known(t, `everify_event_${event.toLowerCase()}`, event);

/** "Waiting for E-Verify": a request is queued and E-Verify has not answered it yet. */
export const waitingBadge = (t: Translate): Badge => ({ tone: 'info', label: t('everify_waiting', { defaultValue: I9_MESSAGES_EN.everify_waiting }) });

/** A deadline in federal working days as a countdown badge; null when there is none running. */
export function countdownBadge(t: Translate, kind: 'case' | 'notify' | 'contact', daysLeft: number | null): Badge | null {
  if (daysLeft === null) {
    return null;
  }
  const count = Math.abs(daysLeft);
  const tone: BadgeTone = daysLeft < 0 ? 'alert' : daysLeft <= 2 ? 'warn' : 'info';
  if (kind === 'case') {
    return daysLeft < 0
      ? { tone, label: t('everify_case_overdue', 'Case overdue by {{count}} business days', { count }) }
      : { tone, label: t('everify_case_due_in', 'Case due in {{count}} business days', { count }) };
  }
  if (kind === 'notify') {
    return daysLeft < 0
      ? { tone, label: t('everify_notify_overdue', 'Employee notice overdue by {{count}} working days', { count }) }
      : { tone, label: t('everify_notify_due_in', 'Notify the employee within {{count}} working days', { count }) };
  }
  return daysLeft < 0
    ? { tone, label: t('everify_contact_overdue', 'Agency contact overdue by {{count}} working days', { count }) }
    : { tone, label: t('everify_contact_due_in', 'Employee to contact the agency within {{count}} working days', { count }) };
}

export function fileKindText(t: Translate, kind: string, lang: string | null): string {
  const language = lang === 'es' ? t('everify_lang_es', 'Spanish') : t('everify_lang_en', 'English');
  switch (kind) {
    case 'fan':
      return t('everify_file_fan', 'Further Action Notice ({{language}})', { language });
    case 'referral':
      return t('everify_file_referral', 'Referral Date Confirmation ({{language}})', { language });
    case 'bundle':
      return t('everify_file_bundle', 'Case download (ZIP)');
    default:
      return t('everify_file_upload', 'Uploaded document');
  }
}

/** A date-time for people (the reader's locale); empty when missing. */
export const when = (value: string | null | undefined): string => (value ? new Date(value).toLocaleString() : '');
