/**
 * Every failed call rejects with the response data plus httpStatusCode (spec, section 8).
 * The server's error JSON is `{ statusCode, error, messageKey, details }`; a network failure has
 * no response, so it gets httpStatusCode -1 and messageKey 'network_error'.
 */
export interface ApiError {
  httpStatusCode: number;
  messageKey: string;
  statusCode?: number;
  error?: string;
  details?: { fields?: Record<string, string>; [key: string]: unknown };
  [key: string]: unknown;
}

export const NETWORK_ERROR_STATUS = -1;

export function isApiError(value: unknown): value is ApiError {
  return typeof value === 'object' && value !== null && typeof (value as ApiError).httpStatusCode === 'number';
}

/** Builds the ApiError of an HTTP answer; a body that is not the server's error JSON is kept under `data`. */
export function httpError(httpStatusCode: number, data: unknown): ApiError {
  if (typeof data === 'object' && data !== null && !Array.isArray(data)) {
    const body = data as Record<string, unknown>;
    return {
      ...body,
      httpStatusCode,
      messageKey: typeof body.messageKey === 'string' ? body.messageKey : 'unexpected_error',
    };
  }
  return { httpStatusCode, messageKey: 'unexpected_error', data };
}

export function networkError(cause?: unknown): ApiError {
  return {
    httpStatusCode: NETWORK_ERROR_STATUS,
    messageKey: 'network_error',
    error: cause === undefined ? 'Network error' : String(cause),
  };
}
