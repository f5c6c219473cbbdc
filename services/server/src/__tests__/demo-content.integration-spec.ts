import { LARGE_TEMPLATE_NAME, SHOWCASE_TEMPLATE_NAME } from '@attest/edocs';
import type { AppConfig } from '@attest/platform';
import { client, startTestApp, type Session, type TestApp } from '@attest/platform/testing';
import { DEMO, seedDemo } from '../seed/seed-demo';
import { ServerModule } from '../server.module';

/* eslint-disable @typescript-eslint/no-explicit-any -- answers are read ad hoc */
jest.setTimeout(120_000);

let t: TestApp;
let call: ReturnType<typeof client>;

beforeAll(async () => {
  t = await startTestApp((config: AppConfig) => ServerModule.forRoot(config) as never);
  call = client(t.baseUrl);
  await seedDemo(t.app);
});
afterAll(async () => t?.close());

async function dana(): Promise<Session> {
  const res = await call('POST', '/api/v1/applicants/login', { body: { customer_code: DEMO.customerCode, email: DEMO.applicant.email, password: DEMO.applicant.password } });
  expect(res.status).toBe(200);
  return { token: res.body.access_token, party: 'applicant', customerId: res.body.customer_id };
}

const myForms = async (session: Session) => ((await call('GET', '/api/v1/Applicants/SignatureRequests/forms', { session })).body as any[]).map((f) => f.name);

describe('the demo customer: product content, not test fixtures (issue 14)', () => {
  it("keeps the form engine's showcase and 200-field form out of the demo applicant's forms", async () => {
    const names = await myForms(await dana());
    expect(names).toEqual(expect.arrayContaining(['Offer letter', 'Prescreen questions']));
    expect(names).not.toContain(SHOWCASE_TEMPLATE_NAME);
    expect(names).not.toContain(LARGE_TEMPLATE_NAME);
  });

  it('seeds them only when asked (SEED_FIXTURES: tests and the bench), and retires them again at the next start without', async () => {
    await seedDemo(t.app, { fixtures: true });
    expect(await myForms(await dana())).toEqual(expect.arrayContaining([SHOWCASE_TEMPLATE_NAME, LARGE_TEMPLATE_NAME]));
    await seedDemo(t.app);
    const names = await myForms(await dana());
    expect(names).not.toContain(SHOWCASE_TEMPLATE_NAME);
    expect(names).not.toContain(LARGE_TEMPLATE_NAME);
  });

  it("sends the demo applicant's offer with the employer's start date and pay rate, which she reads but cannot change", async () => {
    const session = await dana();
    const offer = (await call('GET', '/api/v1/Applicants/SignatureRequests/forms', { session })).body.find((f: any) => f.name === 'Offer letter');
    const form = (await call('GET', `/api/v1/Applicants/SignatureRequests/forms/${offer.template_id}`, { session })).body;
    const byName = Object.fromEntries(form.fields.map((f: any) => [f.name, f]));
    expect(byName.start_date).toMatchObject({ field_type: 'REQUESTER', params: { applicant_read_only: true }, value: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    expect(byName.pay_rate).toMatchObject({ field_type: 'REQUESTER', value: '18.50' });
    const refused = await call('POST', `/api/v1/Applicants/SignatureRequests/forms/${offer.template_id}/submit`, { session, body: { values: { pay_rate: '99.00', signature: 'Dana Demo' } } });
    expect(refused.body).toMatchObject({ statusCode: 400, details: { fields: { pay_rate: 'invalid_entry' } } });
  });
});
