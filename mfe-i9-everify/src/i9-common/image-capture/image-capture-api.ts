import { api, applySessionHeaders, NETWORK_ERROR_STATUS, type ApiError } from '@attest/shared-ui';
import type { I9ImageSide, I9List } from '@attest/contracts';
import type { DocumentImage, DocumentImagesAnswer } from './image-capture-types';

/** POST /api/v1/mobileVerificationRequests (compliance mobile-requests.service). */
export interface CreatedMobileRequest {
  id: string;
  code: string;
  list: I9List;
  index: number;
  status: 'pending';
  expires_at: string;
}

export interface MobileRequestStatus {
  status: 'pending' | 'verified' | 'locked' | 'expired';
  list: I9List;
  index: number;
  expires_at: string;
  attempts_left: number;
  received: { side: I9ImageSide; at: string }[];
}

export interface VerifiedMobileRequest {
  token: string;
  token_expires_at: string;
  list: I9List;
  index: number;
}

/** The document images of an I-9 and the phone hand-off (compliance's documents controllers). */
export const imageCaptureApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Staff (i9.read): a record's images and the customer's copies policy. */
    getI9DocumentImages: build.query<DocumentImagesAnswer, number>({
      query: (recordId) => `/api/v1/submissions/${recordId}/documents`,
    }),
    /** The same answer from any of the routes that give it (staff, the representative's link): see image-endpoints. */
    getDocumentImagesAt: build.query<DocumentImagesAnswer, string>({
      query: (url) => url,
    }),
    /** The employee's own current I-9. */
    getOwnI9DocumentImages: build.query<DocumentImagesAnswer, void>({
      query: () => '/api/v1/i9/documents',
    }),
    createMobileRequest: build.mutation<CreatedMobileRequest, { recordId: number; list: I9List; index: number }>({
      query: (body) => ({ url: '/api/v1/mobileVerificationRequests', method: 'POST', body }),
    }),
    /** Public: what the phone should capture and what has arrived (polled by the desktop). */
    getMobileRequest: build.query<MobileRequestStatus, string>({
      query: (id) => `/api/v1/mobileVerificationRequests/${encodeURIComponent(id)}`,
    }),
    verifyMobileRequest: build.mutation<VerifiedMobileRequest, { id: string; value: string }>({
      query: ({ id, value }) => ({ url: `/api/v1/mobileVerificationRequests/${encodeURIComponent(id)}/verify`, method: 'POST', body: { value } }),
    }),
  }),
});

export const {
  useGetI9DocumentImagesQuery,
  useGetDocumentImagesAtQuery,
  useGetOwnI9DocumentImagesQuery,
  useCreateMobileRequestMutation,
  useGetMobileRequestQuery,
  useVerifyMobileRequestMutation,
} = imageCaptureApi;

/** The ApiError shape ({ ...body, messageKey, httpStatusCode }) of a failed upload, as the base query makes it. */
function failure(httpStatusCode: number, body: unknown): ApiError {
  const data = (body && typeof body === 'object' && !Array.isArray(body) ? body : {}) as Record<string, unknown>;
  return { ...data, httpStatusCode, messageKey: typeof data.messageKey === 'string' ? data.messageKey : 'unexpected_error' };
}

/**
 * A multipart image upload (`{ ...fields, file }`). `session` adds the signed-in person's headers (the desktop);
 * the phone sends only its upload token. Rejects with an ApiError.
 */
export async function uploadDocumentImage(
  url: string,
  fields: Record<string, string>,
  file: File,
  options: { session: boolean; headers?: Record<string, string> },
): Promise<DocumentImage> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    form.append(name, value);
  }
  form.append('file', file, file.name);
  const headers = new Headers({ Accept: 'application/json', ...options.headers });
  let response: Response;
  try {
    response = await fetch(url, { method: 'POST', headers: options.session ? applySessionHeaders(headers, 'POST') : headers, body: form });
  } catch {
    throw failure(NETWORK_ERROR_STATUS, { messageKey: 'network_error' });
  }
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? (JSON.parse(text) as unknown) : null;
  } catch {
    body = null;
  }
  if (!response.ok) {
    throw failure(response.status, body);
  }
  return body as DocumentImage;
}
