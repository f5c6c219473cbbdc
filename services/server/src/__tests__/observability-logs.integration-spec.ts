import { Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ApplicantEntity } from '@attest/applicant';
import { CustomersService } from '@attest/identity';
import { createRootLogger, type AppConfig } from '@attest/platform';
import { client, startTestApp, type Session, type TestApp } from '@attest/platform/testing';
import { seedDemo } from '../seed/seed-demo';
import { ServerModule } from '../server.module';

/**
 * The logs of the whole server (decision 0047): JSON lines, a request id on every request's lines and the
 * customer once the caller is known, one access line per request with the route pattern, and no SSN anywhere
 * (bodies, query strings, headers, error echoes), whatever the requests carried.
 */
const SSN = /\b\d{3}-?\d{2}-?\d{4}\b/;
const DEMO_APPLICANT = { email: 'demo.applicant@acme.test', password: 'Attest-demo-2026' };
const DEMO_STAFF = { email: 'admin@acme.test', password: 'Attest-admin-2026' };

interface Line {
  level: string;
  msg?: string;
  requestId?: string;
  customerId?: number;
  method?: string;
  route?: string;
  status?: number;
  durationMs?: number;
  [key: string]: unknown;
}

describe('JSON logs: request and customer ids, no personal data', () => {
  let t: TestApp;
  let call: ReturnType<typeof client>;
  const raw: string[] = [];
  let acmeId: number;
  let applicant: Session;
  let staff: Session;
  let applicantId: number;
  const lines = () => raw.map((l) => JSON.parse(l) as Line);

  beforeAll(async () => {
    const capture = createRootLogger({ level: 'info', destination: { write: (line: string) => raw.push(line) } });
    t = await startTestApp((config: AppConfig) => ServerModule.forRoot(config) as never, { logger: capture });
    call = client(t.baseUrl);
    await seedDemo(t.app);
    acmeId = (await t.app.get(CustomersService).findByCode('acme'))!.id;
    applicantId = (await t.app.get(DataSource).getRepository(ApplicantEntity).findOneByOrFail({ customer_id: acmeId, email: DEMO_APPLICANT.email })).applicant_id;
    const a = await call('POST', '/api/v1/applicants/login', { body: { customer_code: 'acme', ...DEMO_APPLICANT } });
    expect(a.status).toBe(200);
    applicant = { token: a.body.access_token, party: 'applicant', customerId: acmeId };
    const s = await call('POST', '/api/v1/login', { body: { customer_code: 'acme', ...DEMO_STAFF } });
    expect(s.status).toBe(200);
    staff = { token: s.body.access_token, party: 'user', customerId: acmeId };
  }, 120_000);

  afterAll(async () => t?.close());

  it('writes SSN-free JSON lines with requestId on every request and customerId for staff and applicants', async () => {
    const before = raw.length;
    // The applicant's I-9 Section 1 draft and her federal id, both SSNs.
    const draft = await call('PUT', '/api/v1/i9/section1', { session: applicant, body: { i9_last_name: 'Applicant', i9_ssn: '123-45-6789' }, headers: { 'x-request-id': 'i9-draft-1' } });
    expect(draft.status).toBe(200);
    expect(draft.headers.get('x-request-id')).toBe('i9-draft-1');
    const profile = await call('PUT', `/api/v2/customers/${acmeId}/applicants`, { session: applicant, body: { applicant_id: applicantId, fed_tax: { fed_id: '987-65-4321' } } });
    expect(profile.status).toBe(200);
    // Bad requests that echo the input back: an unknown field named like an SSN, and broken JSON holding one.
    const unknown = await call('PUT', '/api/v1/i9/section1', { session: applicant, body: { '234-56-7890': 'x' } });
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.body)).toContain('234-56-7890');
    const broken = await call('PUT', '/api/v1/i9/section1', { session: applicant, rawBody: '{"i9_ssn":"345-67-8901",' });
    expect(broken.status).toBe(400);
    // Staff reads the applicant with an SSN in the query string; an SSN-shaped x-request-id is not taken.
    const read = await call('GET', `/api/v2/customers/${acmeId}/applicants/${applicantId}?fed_id=456789012`, { session: staff, headers: { 'x-request-id': '567-89-0123' } });
    expect(read.status).toBe(200);
    const generated = read.headers.get('x-request-id');
    expect(generated).toMatch(/^[0-9a-f-]{36}$/);
    // No token: a request id, no customer.
    const anonymous = await call('GET', '/api/v1/i9', { headers: { 'x-requested-by-party': 'applicant' } });
    expect(anonymous.status).toBe(401);
    // The last guard: any line that still holds an SSN-shaped text is masked (here written by code on purpose).
    new Logger('Probe').warn('an operator pasted 678-90-1234 into a message');

    const written = raw.slice(before);
    expect(written.length).toBeGreaterThan(6);
    for (const line of written) {
      expect(line).not.toMatch(SSN);
      expect(line).not.toContain(DEMO_APPLICANT.password);
      expect(line).not.toContain(applicant.token);
      expect(line).not.toContain('fed_id=');
    }
    const parsed = written.map((l) => JSON.parse(l) as Line);
    expect(parsed.find((l) => l.context === 'Probe')).toMatchObject({ level: 'warn', msg: 'an operator pasted ***-**-**** into a message' });

    const access = parsed.filter((l) => l.msg === 'request');
    expect(access).toHaveLength(6);
    for (const line of access) {
      expect(line.requestId).toEqual(expect.any(String));
      expect(line.route).not.toContain('?');
      expect(line).toMatchObject({ method: expect.any(String), status: expect.any(Number), durationMs: expect.any(Number) });
    }
    expect(access[0]).toMatchObject({ requestId: 'i9-draft-1', customerId: acmeId, method: 'PUT', route: '/api/v1/i9/section1', status: 200 });
    expect(access[1]).toMatchObject({ customerId: acmeId, route: '/api/v2/customers/:customerId/applicants', status: 200 });
    expect(access[2]).toMatchObject({ customerId: acmeId, status: 400 });
    expect(access[4]).toMatchObject({ requestId: generated, customerId: acmeId, method: 'GET', status: 200 });
    expect(access[4].route).toMatch(/^\/api\/v2\/customers\/:\w+\/applicants\/:\w+$/);
    expect(access[5]).toMatchObject({ route: '/api/v1/i9', status: 401 });
    expect(access[5].customerId).toBeUndefined();
    // Every line written while a request was handled carries its id (and the customer once known).
    const ids = new Set(access.map((l) => l.requestId));
    for (const line of parsed.filter((l) => l.requestId !== undefined)) {
      expect(ids.has(line.requestId)).toBe(true);
    }
  });

  it('gives a read its own request id and the applicant\'s customer on its access line', async () => {
    const before = raw.length;
    const res = await call('GET', '/api/v1/i9', { session: applicant, headers: { 'x-request-id': 'probe-ctx-1' } });
    expect(res.status).toBe(200);
    const mine = lines()
      .slice(before)
      .filter((l) => l.requestId === 'probe-ctx-1');
    expect(mine.map((l) => l.msg)).toContain('request');
    expect(mine.every((l) => l.customerId === acmeId)).toBe(true);
  });
});
