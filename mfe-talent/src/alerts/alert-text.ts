import type { Translate } from '../jobs/job-text';

/** English of each alert type (applicant-side §3 alert types 0–16); `{{subject}}` is the placement or interview. */
export const ALERT_TEXT: Readonly<Record<number, string>> = {
  0: 'You have a new placement: {{subject}}',
  1: 'Your placement was updated: {{subject}}',
  2: 'Your placement starts in 48 hours: {{subject}}',
  3: 'Your placement starts in 24 hours: {{subject}}',
  4: 'Your placement starts in 3 hours: {{subject}}',
  5: 'Your placement starts in 30 minutes: {{subject}}',
  6: 'How did your first day go? {{subject}}',
  7: 'Your placement has ended: {{subject}}',
  8: 'Please rate your placement: {{subject}}',
  9: 'Your interview is in 24 hours: {{subject}}',
  10: 'Your interview is in 3 hours: {{subject}}',
  11: 'Your interview is in 30 minutes: {{subject}}',
  12: 'How did your interview go? {{subject}}',
  13: 'Please rate your interview: {{subject}}',
  14: 'You have a new interview: {{subject}}',
  15: 'Your interview was updated: {{subject}}',
  16: 'Your referral was sent.',
};

export function alertText(type: number, subject: string | null, t: Translate): string {
  const english = ALERT_TEXT[type];
  if (english === undefined) {
    return t('talent_alert_generic', 'You have a new alert.');
  }
  return t(`talent_alert_type_${type}`, english, { subject: subject ?? '' }).trim();
}
