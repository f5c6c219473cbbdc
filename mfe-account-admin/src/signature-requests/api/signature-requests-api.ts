import type { FormTemplate, FormValues, SignatureRequest } from '@attest/contracts';
import { api, apiFetch, getSession } from '@attest/shared-ui';

export interface AvailablePackage {
  package_id: number;
  name: string;
}

const applicantPath = (applicantId: string) => `/api/v1/applicants/${encodeURIComponent(applicantId)}/signatureRequest`;

/** Staff endpoints for one applicant's signature requests (docs/onboarding-documents.md). */
export const staffSignatureRequestsApi = api.injectEndpoints({
  endpoints: (build) => ({
    applicantSignatureRequests: build.query<SignatureRequest[], { applicantId: string }>({
      query: ({ applicantId }) => ({
        url: '/api/v1/SignatureRequests/query',
        method: 'POST',
        body: { applicant_id: Number(applicantId), skip: 0, take: 100 },
      }),
      providesTags: ['SignatureRequests'],
      keepUnusedDataFor: 0,
    }),
    /** The applicant's time zone: expiration dates are shown in it (staff-side spec, signature requests). */
    applicantTimeZone: build.query<string | null, { applicantId: string }>({
      query: ({ applicantId }) => `/api/v2/customers/${encodeURIComponent(getSession().customerId ?? '')}/applicants/${encodeURIComponent(applicantId)}`,
      transformResponse: (record: { time_zone?: unknown }) => (typeof record.time_zone === 'string' && record.time_zone ? record.time_zone : null),
    }),
    availablePackages: build.query<AvailablePackage[], { applicantId: string }>({
      query: ({ applicantId }) => `${applicantPath(applicantId)}/availablePackages`,
    }),
    /** Requester mode through the signature-request route: the REQUESTER fields of what the package holds, with stored values. */
    requesterForms: build.query<FormTemplate[], { applicantId: string; packageId: number }>({
      query: ({ applicantId, packageId }) => `${applicantPath(applicantId)}/requesterForms?package_ids=${packageId}`,
      keepUnusedDataFor: 0,
    }),
    createSignatureRequest: build.mutation<SignatureRequest, { applicantId: string; package_ids: number[]; requester_values?: Record<string, FormValues> }>({
      query: ({ applicantId, package_ids, requester_values }) => ({
        url: applicantPath(applicantId),
        method: 'POST',
        body: { package_ids, ...(requester_values && Object.keys(requester_values).length ? { requester_values } : {}) },
      }),
      invalidatesTags: (_r, error) => (error ? [] : ['SignatureRequests']),
    }),
    extendExpiration: build.mutation<SignatureRequest, { applicantId: string; sigRequestId: number; days: number }>({
      query: ({ applicantId, sigRequestId, days }) => ({
        url: `${applicantPath(applicantId)}/${sigRequestId}/extend-expiration`,
        method: 'POST',
        body: { key: 'numberOfDays', value: days },
      }),
      invalidatesTags: (_r, error) => (error ? [] : ['SignatureRequests']),
    }),
  }),
});

export const {
  useApplicantSignatureRequestsQuery,
  useApplicantTimeZoneQuery,
  useAvailablePackagesQuery,
  useCreateSignatureRequestMutation,
  useRequesterFormsQuery,
  useExtendExpirationMutation,
} = staffSignatureRequestsApi;

/** The signed PDF or the audit trail: an expiring signed URL to open. */
export function signedFileUrl(applicantId: string, sigRequestId: number, kind: 'signed' | 'audit'): Promise<{ url: string }> {
  const path =
    kind === 'signed'
      ? `/api/v1/applicants/${encodeURIComponent(applicantId)}/documents/${sigRequestId}/signatureRequest/fileUrl`
      : `${applicantPath(applicantId)}/${sigRequestId}/audit/fileUrl`;
  return apiFetch<{ url: string }>(path);
}
