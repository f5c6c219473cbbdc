import { APPLICATION_STATUS_ORDER, applicationStatusOrder, type AtsApplicantSummary } from '@attest/contracts';
import type { ApplicantEntity } from '../applicant-record/entities';

const STEPS = Math.max(...Object.values(APPLICATION_STATUS_ORDER));

/** What the recruiter tab shows of the associated applicant: contact, account state and onboarding progress. */
export function toAtsApplicantSummary(a: ApplicantEntity): AtsApplicantSummary {
  const status = a.current_application_status && a.current_application_status in APPLICATION_STATUS_ORDER ? a.current_application_status : 'SIGNUP';
  return {
    applicant_id: a.applicant_id,
    first_name: a.first_name,
    last_name: a.last_name,
    email: a.email,
    mobile_phone: a.mobile_phone,
    city: a.city,
    state: a.state,
    location_id: a.location_id,
    active: !!a.active,
    verified: !!a.verified,
    date_registered: new Date(a.date_registered).toISOString(),
    application_status: status,
    application_step: applicationStatusOrder(status),
    application_steps: STEPS,
  };
}
