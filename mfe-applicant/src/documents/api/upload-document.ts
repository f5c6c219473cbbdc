import { applySessionHeaders, isApiError, type ApiError } from '@attest/shared-ui';

export interface DocumentUpload {
  applicantId: string;
  file: File;
  docType: string;
  templateId: number;
  sigRequestId: number;
  fieldName: string;
}

/**
 * POST /api/employees/setdocs/{applicantId}?is_applicant=1 (multipart). Plain fetch, not apiFetch: the body is
 * FormData and the browser must set the multipart boundary. Rejects with an ApiError like every other call.
 */
export async function uploadDocument(upload: DocumentUpload): Promise<unknown> {
  const body = new FormData();
  body.append('doc_type', upload.docType);
  body.append('template_id', String(upload.templateId));
  body.append('sig_req_ids', JSON.stringify([upload.sigRequestId]));
  body.append('sync_ats', 'true');
  body.append('field_name', upload.fieldName);
  body.append('file', upload.file, upload.file.name);
  let response: Response;
  try {
    response = await fetch(`/api/employees/setdocs/${encodeURIComponent(upload.applicantId)}?is_applicant=1`, {
      method: 'POST',
      headers: applySessionHeaders(new Headers(), 'POST'),
      body,
    });
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
    const messageKey = typeof data === 'object' && data !== null && typeof (data as ApiError).messageKey === 'string' ? (data as ApiError).messageKey : 'unexpected_error';
    const error: ApiError = { ...(typeof data === 'object' && data !== null ? data : {}), httpStatusCode: response.status, messageKey };
    throw error;
  }
  return data;
}

export const uploadErrorKey = (error: unknown): string => (isApiError(error) ? error.messageKey : 'unexpected_error');
