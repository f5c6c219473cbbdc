import type { ApplicantCredentialView } from '@attest/contracts';
import { api, applySessionHeaders, getSession, type ApiError } from '@attest/shared-ui';

/** One of the applicant's credentials (applicant-side §3 "Credential"; decision 0043: the spec's `credentials` paths). */
export type MyCredential = ApplicantCredentialView;

export interface CredentialType {
  credential_id: number;
  name: string;
  description: string | null;
  has_back: boolean;
  requires_expiration: boolean;
}

const base = () => `/api/v1/applicants/${encodeURIComponent(getSession().applicantId ?? '')}/credentials`;
const TAG = { type: 'Applicant' as const, id: 'my-credentials' };

export const credentialsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMyCredentials: build.query<MyCredential[], void>({ query: () => base(), providesTags: [TAG] }),
    getCredentialTypes: build.query<CredentialType[], void>({ query: () => `${base()}/types` }),
    deleteMyCredential: build.mutation<void, number>({
      query: (id) => ({ url: `${base()}/${id}`, method: 'DELETE' }),
      invalidatesTags: [TAG],
    }),
  }),
});

export const { useGetMyCredentialsQuery, useGetCredentialTypesQuery, useDeleteMyCredentialMutation } = credentialsApi;
export const invalidateMyCredentials = () => credentialsApi.util.invalidateTags([TAG]);

/** Multipart POST (the browser sets the boundary, so plain fetch); rejects with an ApiError like every other call. */
async function postFile(url: string, fields: Record<string, string>, file: File): Promise<MyCredential> {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) {
    body.append(k, v);
  }
  body.append('file', file, file.name);
  let response: Response;
  try {
    response = await fetch(url, { method: 'POST', headers: applySessionHeaders(new Headers(), 'POST'), body });
  } catch {
    throw { httpStatusCode: -1, messageKey: 'network_error' } satisfies ApiError;
  }
  const text = await response.text();
  let data: unknown = null;
  try {
    data = text ? (JSON.parse(text) as unknown) : null;
  } catch {
    data = text;
  }
  if (!response.ok) {
    const object = typeof data === 'object' && data !== null ? (data as Partial<ApiError>) : {};
    throw { ...object, httpStatusCode: response.status, messageKey: typeof object.messageKey === 'string' ? object.messageKey : 'unexpected_error' } as ApiError;
  }
  return data as MyCredential;
}

/** A new credential (or the open request of that type) with its front side. */
export const uploadCredential = (credentialId: number, expiration: string, front: File) =>
  postFile(base(), { credential_id: String(credentialId), ...(expiration ? { expiration_date: expiration } : {}) }, front);

/** Replaces one side (and, when given, the expiration date). */
export const replaceCredentialSide = (id: number, back: boolean, file: File, expiration = '') =>
  postFile(`${base()}/${id}/file${back ? '?isBack=true' : ''}`, expiration ? { expiration_date: expiration } : {}, file);
