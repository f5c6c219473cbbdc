import { applySessionHeaders, NETWORK_ERROR_STATUS, type ApiError } from '@attest/shared-ui';

/** The ApiError shape ({ ...body, messageKey, httpStatusCode }) the base query gives a refusal. */
function failure(httpStatusCode: number, body: unknown): ApiError {
  const data = (body && typeof body === 'object' && !Array.isArray(body) ? body : {}) as Record<string, unknown>;
  return { ...data, httpStatusCode, messageKey: typeof data.messageKey === 'string' ? data.messageKey : 'unexpected_error' };
}

/**
 * A multipart `{ file }` upload with the session's headers and the upload's progress (0..100): XMLHttpRequest,
 * since fetch reports no upload progress. Resolves with the JSON answer; rejects with an ApiError.
 */
export function uploadCsv<T>(url: string, file: File, onProgress: (percent: number) => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    applySessionHeaders(new Headers(), 'POST').forEach((value, name) => xhr.setRequestHeader(name, value));
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) {
        onProgress(Math.min(99, Math.round((e.loaded / e.total) * 100)));
      }
    };
    xhr.onerror = () => reject(failure(NETWORK_ERROR_STATUS, { messageKey: 'network_error' }));
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = xhr.responseText ? (JSON.parse(xhr.responseText) as unknown) : null;
      } catch {
        body = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100);
        resolve(body as T);
      } else {
        reject(failure(xhr.status, body));
      }
    };
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}
