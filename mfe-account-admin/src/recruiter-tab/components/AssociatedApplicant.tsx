import type { AtsApplicantSummary } from '@attest/contracts';
import { ApplicationStatusBadge, formatDate, ProgressBar, StatusBadge, useT } from '@attest/shared-ui';
import { DocumentsProgress } from './DocumentsProgress';
import { FactList, type Fact } from './FactList';

/** The associated applicant's details and onboarding progress (application steps, documents). */
export function AssociatedApplicant({ applicant }: { applicant: AtsApplicantSummary }) {
  const { t } = useT();
  const name =
    [applicant.first_name, applicant.last_name].filter(Boolean).join(' ') || `#${applicant.applicant_id}`;
  const facts: Fact[] = [
    ['email', 'Email', applicant.email],
    ['mobile_phone', 'Mobile phone', applicant.mobile_phone],
    [
      'recruiter_tab_city_state',
      'City and state',
      [applicant.city, applicant.state].filter(Boolean).join(', ') || null,
    ],
    ['recruiter_tab_registered', 'Registered', formatDate(applicant.date_registered)],
    ['recruiter_tab_applicant_id', 'Attest applicant id', String(applicant.applicant_id)],
  ];
  return (
    <div>
      <p className="rt-name">
        <strong>{name}</strong>{' '}
        <StatusBadge
          tone={applicant.active ? 'success' : 'neutral'}
          status={applicant.active ? 'ACTIVE' : 'INACTIVE'}
        >
          {applicant.active ? t('recruiter_tab_active', 'Active') : t('recruiter_tab_inactive', 'Inactive')}
        </StatusBadge>{' '}
        {applicant.verified ? null : (
          <StatusBadge tone="warning" status="UNVERIFIED">
            {t('recruiter_tab_not_verified', 'Email not confirmed')}
          </StatusBadge>
        )}
      </p>
      <FactList facts={facts} />
      <h4>{t('recruiter_tab_onboarding', 'Onboarding progress')}</h4>
      <p>
        {t('recruiter_tab_application', 'Application')}:{' '}
        <ApplicationStatusBadge status={applicant.application_status} />
      </p>
      <div className="rt-progress">
        <ProgressBar
          value={(applicant.application_step / applicant.application_steps) * 100}
          label={t('recruiter_tab_application_progress', 'Application: step {{step}} of {{steps}}', {
            step: applicant.application_step,
            steps: applicant.application_steps,
          })}
        />
        <DocumentsProgress applicantId={applicant.applicant_id} />
      </div>
    </div>
  );
}
