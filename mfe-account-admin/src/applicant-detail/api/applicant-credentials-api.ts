import type { ApplicantCredentialView } from '@attest/contracts';
import { api, apiFetch } from '@attest/shared-ui';
import { id, v2 } from './applicant-detail-api';

/** An applicant's credential (staff-side §3 "Credentials"; decision 0043: the spec's `credentials` paths). */
export type ApplicantCredential = ApplicantCredentialView;

export interface RequestableType {
  credential_id: number;
  name: string;
  has_back: boolean;
  requires_expiration: boolean;
}

const tag = (applicantId: string) => ({ type: 'Applicant' as const, id: `credentials-${applicantId}` });

export const applicantCredentialsApi = api.injectEndpoints({
  endpoints: (build) => ({
    applicantCredentials: build.query<ApplicantCredential[], string>({
      query: (applicantId) => `/api/v1/applicants/${id(applicantId)}/credentials`,
      providesTags: (_r, _e, applicantId) => [tag(applicantId)],
    }),
    requestableTypes: build.query<RequestableType[], string>({ query: (applicantId) => `/api/v1/applicants/${id(applicantId)}/credentials/types` }),
    requestCredential: build.mutation<ApplicantCredential, { applicantId: string; credential_id: number; due_date: string | null }>({
      query: ({ applicantId, ...body }) => ({ url: `/api/v1/applicants/${id(applicantId)}/credentials/request`, method: 'POST', body }),
      invalidatesTags: (_r, _e, { applicantId }) => [tag(applicantId), { type: 'Applicant', id: `timeline-${applicantId}` }],
    }),
    deleteCredential: build.mutation<void, { applicantId: string; credentialId: number }>({
      query: ({ applicantId, credentialId }) => ({ url: `/api/v1/applicants/${id(applicantId)}/credentials/${credentialId}`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, { applicantId }) => [tag(applicantId), { type: 'Applicant', id: `timeline-${applicantId}` }],
    }),
  }),
});

export const { useApplicantCredentialsQuery, useRequestableTypesQuery, useRequestCredentialMutation, useDeleteCredentialMutation } = applicantCredentialsApi;

export const credentialCalls = {
  file: (applicantId: string, credentialId: number, back: boolean) =>
    apiFetch<{ url: string; mime: string; file_name: string }>(`/api/v1/applicants/${id(applicantId)}/credentials/${credentialId}/fileUrl${back ? '?isBack=true' : ''}`),
  sendToAts: (credentialId: number) => apiFetch<{ queued: true }>(v2(`aplcredential/sendToATS/${credentialId}`)),
};
