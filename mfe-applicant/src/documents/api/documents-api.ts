import type { SignatureRequest, SigRequestStatus } from '@attest/contracts';
import { api } from '@attest/shared-ui';

export const SIG_REQUESTS_TAG = 'ApplicantSigRequests';

/** GET /api/v1/Applicants/SignatureRequests (docs/onboarding-documents.md). */
export interface ApplicantSignatureRequests {
  todo: SignatureRequest[];
  signed: SignatureRequest[];
}

/** GET /api/edocs/sigrequests/{id}/checkReady: ready once every part is filled or uploaded. */
export interface ReadyAnswer {
  ready: boolean;
}

const sigRequestPath = (id: number) => `/api/edocs/sigrequests/${encodeURIComponent(String(id))}`;

/** The applicant's signature requests, their status moves and the readiness check. */
export const documentsApi = api.enhanceEndpoints({ addTagTypes: [SIG_REQUESTS_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    listSignatureRequests: build.query<ApplicantSignatureRequests, void>({
      query: () => '/api/v1/Applicants/SignatureRequests',
      providesTags: [{ type: SIG_REQUESTS_TAG, id: 'LIST' }],
    }),
    moveSigRequest: build.mutation<unknown, { id: number; status: SigRequestStatus }>({
      query: ({ id, status }) => ({ url: `${sigRequestPath(id)}/${status}`, method: 'PUT' }),
      invalidatesTags: (_result, error) => (error ? [] : [{ type: SIG_REQUESTS_TAG, id: 'LIST' }]),
    }),
    checkReady: build.query<ReadyAnswer, number>({
      query: (id) => `${sigRequestPath(id)}/checkReady`,
      // Older answers were a bare boolean; both mean the same.
      transformResponse: (answer: ReadyAnswer | boolean) => (typeof answer === 'boolean' ? { ready: answer } : { ready: Boolean(answer?.ready) }),
      providesTags: (_result, _error, id) => [{ type: SIG_REQUESTS_TAG, id: `ready-${id}` }, { type: SIG_REQUESTS_TAG, id: 'LIST' }],
    }),
  }),
});

export const { useListSignatureRequestsQuery, useMoveSigRequestMutation, useCheckReadyQuery } = documentsApi;

/** Refetch the list and readiness after a form submit or an upload changed a part. */
export const invalidateSigRequests = () => documentsApi.util.invalidateTags([{ type: SIG_REQUESTS_TAG, id: 'LIST' }]);
