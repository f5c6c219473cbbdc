import { DEMO } from './browser';

/** A session obtained through the product's login API, for the calls a suite makes beside the browser. */
export interface ApiSession {
  headers: Record<string, string>;
  /** The applicant's id (applicant sessions only). */
  applicantId?: number;
}

/** Signs in through `POST /api/v1/login` (staff) or `/api/v1/applicants/login` (applicant) of the demo customer. */
export async function apiLogin(base: string, who: { email: string; password: string }, party: 'user' | 'applicant'): Promise<ApiSession> {
  const res = await fetch(`${base}/api/v1/${party === 'user' ? 'login' : 'applicants/login'}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ customer_code: DEMO.customer, email: who.email, password: who.password }),
  });
  const body = (await res.json()) as { access_token?: string; customer_id?: number; applicant_id?: number };
  if (res.status !== 200 || !body.access_token) {
    throw new Error(`${party} login of ${who.email} answered ${res.status}: ${JSON.stringify(body)}`);
  }
  return {
    headers: { authorization: `Basic ${body.access_token}`, 'x-requested-by-party': party, 'x-request-customer-id': String(body.customer_id), accept: 'application/json' },
    applicantId: body.applicant_id,
  };
}

/** A JSON call with a session; answers the status and the parsed body (the body is shown when `expectStatus` differs). */
export async function apiCall(base: string, session: ApiSession, method: string, path: string, body?: unknown, expectStatus?: number): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { ...session.headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  const parsed = (text ? JSON.parse(text) : {}) as Record<string, unknown>;
  if (expectStatus !== undefined && res.status !== expectStatus) {
    throw new Error(`${method} ${path} answered ${res.status} (expected ${expectStatus}): ${text.slice(0, 2000)}`);
  }
  return { status: res.status, body: parsed };
}
