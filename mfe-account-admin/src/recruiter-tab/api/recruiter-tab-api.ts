import type {
  AtsAssociationDto,
  AtsCandidate,
  ExchangeRecruiterLaunchInput,
  RecruiterLaunchSessionDto,
  SignatureRequest,
} from '@attest/contracts';
import { apiFetch } from '@attest/shared-ui';

/** The calls the recruiter tab makes (docs/api.md "Recruiter tab"). */

/** Public: the launch token from the tab's address is the credential. */
export function exchangeLaunch(input: ExchangeRecruiterLaunchInput): Promise<RecruiterLaunchSessionDto> {
  return apiFetch<RecruiterLaunchSessionDto>('/api/v1/recruiter-tab/launches/exchange', { method: 'POST', body: input });
}

const associationPath = (externalId: string) => `/api/v1/ats/associations/${encodeURIComponent(externalId)}`;

export function getAssociation(externalId: string): Promise<AtsAssociationDto> {
  return apiFetch<AtsAssociationDto>(associationPath(externalId));
}

export function createApplicantFromCandidate(externalId: string, candidate: AtsCandidate): Promise<AtsAssociationDto> {
  return apiFetch<AtsAssociationDto>(`${associationPath(externalId)}/applicant`, { method: 'POST', body: candidate });
}

/** Associates the applicant with the candidate, replacing the one associated before. */
export function associateApplicant(externalId: string, applicantId: number): Promise<AtsAssociationDto> {
  return apiFetch<AtsAssociationDto>(associationPath(externalId), { method: 'PUT', body: { applicant_id: applicantId } });
}

export interface ApplicantMatch {
  applicant_id: number;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  city?: string | null;
  state?: string | null;
}

/** Staff search (GET /api/v1/applicants?term=&take=10). */
export function searchApplicants(term: string): Promise<ApplicantMatch[]> {
  return apiFetch<ApplicantMatch[]>(`/api/v1/applicants?term=${encodeURIComponent(term)}&take=10`);
}

/** The applicant's signature requests (documents progress); needs documents.read. */
export function signatureRequestsOf(applicantId: number): Promise<SignatureRequest[]> {
  return apiFetch<SignatureRequest[]>('/api/v1/SignatureRequests/query', { method: 'POST', body: { applicant_id: applicantId, take: 100 } });
}
