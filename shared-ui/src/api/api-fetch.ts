import { clearAccessToken } from '../session/session';
import { httpError, networkError } from './api-error';
import { applySessionHeaders } from './request-headers';

export interface ApiFetchOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

const parseBody = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  if (!text) {
    return null;
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

/**
 * Plain fetch with the same headers and error shape as the RTK base query, for callers outside
 * RTK Query (guest pages before the store exists, the real-time subscription POST).
 * Rejects with an ApiError.
 */
export async function apiFetch<T = unknown>(path: string, options: ApiFetchOptions = {}): Promise<T> {
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
  const headers = applySessionHeaders(new Headers(options.headers), method);
  const sentToken = headers.has('Authorization');
  let body: string | undefined;
  if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers.set('Content-Type', 'application/json');
  }
  let response: Response;
  try {
    response = await fetch(path, { method, headers, body, signal: options.signal });
  } catch (cause) {
    throw networkError(cause);
  }
  const data = await parseBody(response);
  if (!response.ok) {
    if (response.status === 401 && sentToken) {
      clearAccessToken();
    }
    throw httpError(response.status, data);
  }
  return data as T;
}
