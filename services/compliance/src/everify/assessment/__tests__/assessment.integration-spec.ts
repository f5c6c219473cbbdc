import { addCalendarDays, SEEDED_ROLE_IDS } from '@attest/contracts';
import { sessionFor } from '@attest/platform/testing';
import { ACME, countRows, startLists, todayYmd, type ListsKit } from '../../__tests__/lists-test-kit';

jest.setTimeout(120_000);

describe('E-Verify assessment (POST /api/v1/EVerify/assessment/order, GET /api/v1/EVerify/assessment/{userId}) and the case-creation guard', () => {
  let k: ListsKit;
  const today = todayYmd();
  const path = (userId: number) => `/api/v1/EVerify/assessment/${userId}`;
  const createCase = async (session = k.admin) => {
    const hire = await k.hire();
    return k.call('POST', '/api/v1/everify', { session, body: { ApplicantId: hire.applicant.applicant_id, SaveAsDraft: true } });
  };

  beforeAll(async () => {
    k = await startLists();
  });
  afterAll(async () => k?.close());

  it('refuses case creation by a user who has not passed the assessment, and creates nothing', async () => {
    const before = await countRows(k.ds, 'everify_cases');
    const res = await createCase();
    expect(res.body).toMatchObject({ statusCode: 403, messageKey: 'assessment_not_passed' });
    expect(await countRows(k.ds, 'everify_cases')).toBe(before);
    expect((await k.call('GET', path(900), { session: k.admin })).body).toEqual({
      user_id: 900, status: 'not_ordered', status_key: 'assessment_status_not_ordered', ordered_at: null, passed_on: null, bypassed: false, may_create_cases: false,
    });
  });

  it('orders the assessment for oneself (everify.manage) or for another user (account.manage too)', async () => {
    const own = await k.call('POST', '/api/v1/EVerify/assessment/order', { session: k.compliance, body: {} });
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ user_id: 902, status: 'ordered', ordered_at: expect.any(String), may_create_cases: false });
    expect((await k.call('POST', '/api/v1/EVerify/assessment/order', { session: k.compliance, body: { user_id: 900 } })).body).toMatchObject({ statusCode: 403, messageKey: 'permission_denied' });
    const forOther = await k.call('POST', '/api/v1/EVerify/assessment/order', { session: k.admin, body: { user_id: 902 } });
    expect(forOther.body).toMatchObject({ user_id: 902, status: 'ordered' });
    expect((await k.call('POST', '/api/v1/EVerify/assessment/order', { session: k.admin, body: { user_id: 4242 } })).status).toBe(404);
    expect((await k.call('POST', '/api/v1/EVerify/assessment/order', { session: k.viewer, body: {} })).body).toMatchObject({ statusCode: 403, messageKey: 'permission_denied' });
    expect((await k.call('POST', '/api/v1/EVerify/assessment/order', { session: k.admin, body: { user_id: 'x' } })).status).toBe(400);
    const audit = (await k.ds.query("SELECT entity_id, action FROM audit_log WHERE entity = 'user_everify_assessment'")) as { entity_id: string }[];
    expect(audit).toEqual([{ entity_id: '902', action: 'create' }]);
  });

  it("reads one's own assessment with everify.read, another's with account.read too, and only the customer's users", async () => {
    expect((await k.call('GET', path(901), { session: k.recruiter })).body).toMatchObject({ user_id: 901, status: 'not_ordered' });
    expect((await k.call('GET', path(902), { session: k.recruiter })).body).toMatchObject({ statusCode: 403, messageKey: 'permission_denied' });
    expect((await k.call('GET', path(902), { session: k.viewer })).body).toMatchObject({ user_id: 902, status: 'ordered' });
    expect((await k.call('GET', path(905), { session: k.admin })).status).toBe(404); // Globex's admin is not Acme's user
    expect((await k.call('GET', path(902), { session: k.adaSession })).status).toBe(403);
  });

  it('records the pass (a day not in the future, confirmed); the user may then create cases', async () => {
    const result = (body: Record<string, unknown>, session = k.admin, user = 900) => k.call('POST', `${path(user)}/result`, { session, body });
    expect((await result({ passed_on: addCalendarDays(today, 1), confirmed: true })).body).toMatchObject({ statusCode: 400, details: { fields: { passed_on: 'i9_date_in_future' } } });
    expect((await result({ passed_on: today, confirmed: false })).body).toMatchObject({ statusCode: 400, details: { fields: { confirmed: 'assessment_confirm_required' } } });
    expect((await result({ passed_on: '2026-02-30', confirmed: true })).body).toMatchObject({ statusCode: 400, details: { fields: { passed_on: 'i9_invalid_date' } } });
    expect((await result({ passed_on: today, confirmed: true }, k.compliance)).body).toMatchObject({ statusCode: 403, messageKey: 'permission_denied' });
    const passed = await result({ passed_on: today, confirmed: true });
    expect(passed.body).toMatchObject({ user_id: 900, status: 'passed', passed_on: today, may_create_cases: true });
    expect((await createCase()).status).toBe(201);
    expect((await k.call('POST', '/api/v1/EVerify/assessment/order', { session: k.admin, body: {} })).body).toMatchObject({ statusCode: 409, messageKey: 'assessment_already_passed' });
  });

  it('is per customer: a pass in one customer does not count in another', async () => {
    const inGlobex = await sessionFor(k.t.app, 'user', 900, 2, SEEDED_ROLE_IDS.ADMIN);
    expect((await k.call('GET', path(900), { session: inGlobex })).body).toMatchObject({ status: 'not_ordered', may_create_cases: false });
  });

  it('lets every user create cases when by_pass_everify_assessment_requirements is on', async () => {
    expect((await createCase(k.compliance)).body).toMatchObject({ statusCode: 403, messageKey: 'assessment_not_passed' });
    await k.setConfig(ACME, 'by_pass_everify_assessment_requirements', 'true');
    expect((await createCase(k.compliance)).status).toBe(201);
    expect((await k.call('GET', path(902), { session: k.compliance })).body).toMatchObject({ status: 'ordered', bypassed: true, may_create_cases: true });
  });
});
