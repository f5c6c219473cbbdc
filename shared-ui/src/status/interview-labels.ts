import type { useT } from '../i18n/useT';

/** `t` of useT. */
type Translate = ReturnType<typeof useT>['t'];

// Interview labels shared by the applicant's talent pages and the staff applicant page.

/** Interview type (applicant-side §3: InPerson=1, Phone=2, Video=3, Other=4); stored as the number or its name. */
export function interviewTypeText(type: string | null, t: Translate): string {
  switch ((type ?? '').toLowerCase().replace(/[\s_-]/g, '')) {
    case '1':
    case 'inperson':
      return t('interview_type_in_person', 'In person');
    case '2':
    case 'phone':
      return t('interview_type_phone', 'Phone');
    case '3':
    case 'video':
      return t('interview_type_video', 'Video');
    case '':
      return '';
    default:
      return t('interview_type_other', 'Other');
  }
}

/** Interview status (applicant-side §4): Scheduled 0, Completed 1, NoShow 2, OverDue 3. */
export function interviewStatusText(status: number, t: Translate): string {
  switch (status) {
    case 0:
      return t('interview_status_scheduled', 'Scheduled');
    case 1:
      return t('interview_status_completed', 'Completed');
    case 2:
      return t('interview_status_no_show', 'No-show');
    case 3:
      return t('interview_status_overdue', 'Overdue');
    default:
      return String(status);
  }
}

/** Date and time in the browser's zone (named, e.g. "MST") and the portal's language. */
export const whenText = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language || 'en', { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(new Date(iso));
