import type { ApplicationStatus } from '@attest/contracts';
import { StatusBadge } from '../components/StatusBadge';
import { useT } from '../i18n/useT';
import type { Tone } from '../styles/tokens';

type Translate = ReturnType<typeof useT>['t'];

/** The online application's status (spec §4) as words; literal keys so the Spanish coverage test sees them. */
export function applicationStatusLabel(t: Translate, status: string | null | undefined): string {
  switch ((status ?? '').toUpperCase() as ApplicationStatus | '') {
    case '':
    case 'SIGNUP':
      return t('application_status_signup', 'Signed up');
    case 'BASICINFO':
      return t('application_status_basicinfo', 'Basic info');
    case 'TAXEXEMPT':
      return t('application_status_taxexempt', 'Tax exemptions');
    case 'JOBPREFS':
      return t('application_status_jobprefs', 'Job preferences');
    case 'EDUHIST':
      return t('application_status_eduhist', 'Education history');
    case 'WORKHIST':
      return t('application_status_workhist', 'Work history');
    case 'SKILLCHECKLIST':
      return t('application_status_skillchecklist', 'Skills checklists');
    case 'TAXCREDIT':
      return t('application_status_taxcredit', 'Tax credit screening');
    case 'PRESCREEN':
      return t('application_status_prescreen', 'Prescreen questions');
    case 'COMPLETE':
      return t('application_status_complete', 'Application complete');
    default:
      return t('application_status_unknown', 'Unknown status');
  }
}

function toneOf(status: string | null | undefined): Tone {
  const s = (status ?? '').toUpperCase();
  if (s === 'COMPLETE') {
    return 'success';
  }
  return s === '' || s === 'SIGNUP' ? 'neutral' : 'info';
}

/** Where an applicant's online application stands, as a badge (staff lists, the applicant's home). */
export function ApplicationStatusBadge({ status }: { status: string | null | undefined }) {
  const { t } = useT();
  return (
    <StatusBadge tone={toneOf(status)} status={(status ?? 'SIGNUP').toUpperCase()} icon={toneOf(status) === 'success' ? 'done' : undefined}>
      {applicationStatusLabel(t, status)}
    </StatusBadge>
  );
}
