/** A small JSON client for integration tests, speaking the spec's headers. */
/* eslint-disable @typescript-eslint/no-explicit-any -- test bodies are read ad hoc by each test */
export interface Session {
  token: string;
  party: 'applicant' | 'user';
  customerId?: number;
}

export interface JsonResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export function client(baseUrl: string) {
  return async function call<T = any>(
    method: string,
    path: string,
    options: { body?: unknown; rawBody?: string; session?: Session; headers?: Record<string, string> } = {},
  ): Promise<JsonResponse<T>> {
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    if (options.body !== undefined || options.rawBody !== undefined) {
      headers['content-type'] ??= 'application/json';
    }
    if (options.session) {
      headers.authorization ??= `Basic ${options.session.token}`;
      headers['x-requested-by-party'] ??= options.session.party;
      if (options.session.customerId !== undefined) {
        headers['x-request-customer-id'] ??= String(options.session.customerId);
      }
    }
    const res = await fetch(baseUrl + path, {
      method,
      headers,
      // Redirects are answers to check (SSO sends the browser elsewhere), not to follow.
      redirect: 'manual',
      body: options.rawBody ?? (options.body !== undefined ? JSON.stringify(options.body) : undefined),
    });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // Non-JSON answers (CSV, HTML) stay text.
    }
    return { status: res.status, body: body as T, headers: res.headers };
  };
}
