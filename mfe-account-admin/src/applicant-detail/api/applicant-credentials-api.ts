import type { TFunction } from 'i18next';
import { api, apiFetch } from '@attest/shared-ui';
import { id, v2 } from './applicant-detail-api';

/** An applicant's credential (staff-side §3 "Credentials"; decision 0043: the spec's `credentials` paths). */
export interface ApplicantCredential {
  id: number;
  credential_id: number;
  credential_name: string;
  has_back: boolean;
  requires_expiration: boolean;
  status: 'SENT' | 'UPLOADED' | 'EXPIRED' | 'DELETED';
  front_name: string | null;
  back_name: string | null;
  expiration_date: string | null;
  due_date: string | null;
  requested_date: string | null;
  uploaded_date: string | null;
  credential_completion_date: string | null;
  last_modified_date: string;
  alert: 'EXPIRING_SOON' | 'EXPIRED' | 'INCOMPLETE' | null;
}

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

/** A credential date shown localized: a day (YYYY-MM-DD) as that calendar day, a moment in the browser's zone. */
export function credentialDate(value: string | null, language: string): string {
  if (!value) {
    return '';
  }
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = new Date(day ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) {
    return value;
  }
  return new Intl.DateTimeFormat(language || 'en', { dateStyle: 'medium', ...(day ? { timeZone: 'UTC' } : {}) }).format(date);
}

/** The word for a status (the spec's SENT/UPLOADED/EXPIRED/DELETED) and for the automation's alert. */
export function credentialStatusText(t: TFunction, status: string): string {
  switch (status) {
    case 'SENT':
      return t('credential_status_sent', 'Requested');
    case 'UPLOADED':
      return t('credential_status_uploaded', 'Uploaded');
    case 'EXPIRED':
      return t('credential_status_expired', 'Expired');
    case 'EXPIRING_SOON':
      return t('credential_alert_expiring_soon', 'Expires soon');
    case 'INCOMPLETE':
      return t('credential_alert_incomplete', 'Past due');
    default:
      return t('credential_status_deleted', 'Deleted');
  }
}
