import { countRows } from '../../__tests__/compliance-test-app';
import { EverifyWebServiceAdapter } from '../adapter/web-service/everify-web-service.adapter';
import { EverifySimulatorService } from '../simulator/everify-simulator.service';
import { SimulatorOperatorService } from '../simulator/simulator-operator.service';
import { SimulatorSettingsService } from '../simulator/simulator-settings.service';
import { ACME, startEverify, type EverifyKit } from './everify-test-kit';

jest.setTimeout(60_000);

/** Every E-Verify path of the spec (staff-side §7), each with a real case id. */
const CASE_PATHS: [string, string, Record<string, unknown> | undefined][] = [
  ['GET', '', undefined],
  ['PUT', '', { ReasonForDelay: null }],
  ['GET', '/closure', undefined],
  ['POST', '/closure', { statement: 'EMPLOYEE_QUIT' }],
  ['GET', '/photo', undefined],
  ['POST', '/photo', { answer: 'NO_MATCH' }],
  ['POST', '/notified', {}],
  ['POST', '/noncontest', {}],
  ['POST', '/referral?lang=en', {}],
  ['GET', '/duplicates', undefined],
  ['POST', '/duplicates', { reason: 'Rehired' }],
  ['POST', '/refresh', {}],
];

describe('E-Verify paths: answers for the owner, 404 for another customer, the location-based view, the switch', () => {
  let k: EverifyKit;
  let photoCase: number;
  let hqCase: number;
  let westCase: number;

  beforeAll(async () => {
    k = await startEverify();
    await k.startWorker();
    const open = async (ssn: string, location: number) => {
      const { applicant } = await k.hire(ssn, { location });
      const res = await k.call('POST', '/api/v1/everify', { session: k.admin, body: { ApplicantId: applicant.applicant_id } });
      expect(res.status).toBe(201);
      return res.body.id as number;
    };
    photoCase = await open('123453333', 10);
    hqCase = await open('123456780', 10);
    westCase = await open('223456780', 11);
    await k.waitForCase(photoCase, (x) => x.photo_available);
    await k.waitForCase(hqCase, (x) => x.status === 'CLOSED');
    await k.waitForCase(westCase, (x) => x.status === 'CLOSED');
  }, 90_000);
  afterAll(async () => k?.close());

  it('answers every case path for the owner, and 404 for another customer’s staff with nothing changed', async () => {
    const before = await countRows(k.ds, 'everify_case_events');
    const trail = await countRows(k.ds, 'i9_trail');
    for (const [method, path, body] of CASE_PATHS) {
      const res = await k.call(method, `/api/v1/everify/${photoCase}${path}`, { session: k.globexAdmin, body });
      expect({ method, path, status: res.status, key: res.body?.messageKey }).toEqual({ method, path, status: 404, key: 'not_found' });
    }
    expect(await countRows(k.ds, 'everify_case_events')).toBe(before);
    expect(await countRows(k.ds, 'i9_trail')).toBe(trail);
    for (const [method, path, body] of CASE_PATHS) {
      const res = await k.call(method, `/api/v1/everify/${photoCase}${path}`, { session: k.admin, body });
      // 200, or the rules' 409 for an action the case's state does not allow: never 404, never a server error.
      expect({ method, path, ok: res.status === 200 || res.status === 409 }).toEqual({ method, path, ok: true });
    }
    // Globex's own lists do not show ACME's cases.
    expect((await k.call('POST', '/api/v1/everify/query', { session: k.globexAdmin, body: {} })).body).toEqual({ items: [], total: 0 });
    expect((await k.call('POST', '/api/v1/everify/counts', { session: k.globexAdmin, body: {} })).body.total).toBe(0);
    expect((await k.call('GET', '/api/v1/everify/simulator/cases', { session: k.globexAdmin })).body).toEqual([]);
    // An ACME applicant cannot be used from Globex.
    expect((await k.call('POST', '/api/v1/everify', { session: k.globexAdmin, body: { ApplicantId: k.ada.applicant_id } })).status).toBe(404);
  });

  it('shows a location-limited user only their locations’ cases when enable_location_based_everify_case_view is on', async () => {
    const west = k.westCompliance;
    expect((await k.call('GET', `/api/v1/everify/${hqCase}`, { session: west })).status).toBe(200);
    expect((await k.call('POST', '/api/v1/everify/counts', { session: west, body: {} })).body.total).toBe(3);
    await k.setConfig(ACME, 'enable_location_based_everify_case_view', 'true');
    try {
      expect((await k.call('GET', `/api/v1/everify/${hqCase}`, { session: west })).status).toBe(404);
      expect((await k.call('POST', `/api/v1/everify/${hqCase}/closure`, { session: west, body: { statement: 'EMPLOYEE_QUIT' } })).status).toBe(404);
      expect((await k.call('GET', `/api/v1/everify/${westCase}`, { session: west })).status).toBe(200);
      const list = await k.call('POST', '/api/v1/everify/query', { session: west, body: {} });
      expect(list.body.items.map((c: { id: number }) => c.id)).toEqual([westCase]);
      expect((await k.call('POST', '/api/v1/everify/counts', { session: west, body: {} })).body).toMatchObject({ total: 1, CLOSED: 1 });
      // The admin (every location) still sees all.
      expect((await k.call('POST', '/api/v1/everify/counts', { session: k.admin, body: {} })).body.total).toBe(3);
    } finally {
      await k.setConfig(ACME, 'enable_location_based_everify_case_view', 'false');
    }
  });

  it('answers 403 everify_disabled while E-Verify is off for the customer, and creates nothing', async () => {
    const { applicant } = await k.hire('323456780');
    await k.setConfig(ACME, 'enable_everify', 'false');
    try {
      const cases = await countRows(k.ds, 'everify_cases');
      expect((await k.call('POST', '/api/v1/everify', { session: k.admin, body: { ApplicantId: applicant.applicant_id } })).body).toMatchObject({ statusCode: 403, messageKey: 'everify_disabled' });
      expect((await k.call('GET', `/api/v1/everify/${hqCase}`, { session: k.admin })).body.messageKey).toBe('everify_disabled');
      expect((await k.call('POST', '/api/v1/everify/query', { session: k.admin, body: {} })).body.messageKey).toBe('everify_disabled');
      expect(await countRows(k.ds, 'everify_cases')).toBe(cases);
    } finally {
      await k.setConfig(ACME, 'enable_everify', 'true');
    }
  });

  it('offers the simulator operator API only while the simulator is the adapter; the web service waits until configured', async () => {
    const withWebService = new SimulatorOperatorService(k.t.app.get(EverifyWebServiceAdapter), k.t.app.get(EverifySimulatorService), k.t.app.get(SimulatorSettingsService));
    await expect(withWebService.cases({ party: 'user', customerId: ACME, tokenId: 1 })).rejects.toMatchObject({ messageKey: 'everify_simulator_inactive' });
    await expect(k.t.app.get(EverifyWebServiceAdapter).fetchStatus({ customerId: ACME }, '2025123456789AB')).rejects.toMatchObject({ name: 'EverifyNotConfiguredError', messageKey: 'everify_not_configured' });
    expect((await k.call('GET', '/api/v1/everify/simulator/personas', { session: k.admin })).body).toEqual(expect.arrayContaining([{ ssn_ending: '1111', persona: 'ssa_tnc', result: 'SSA_TNC', after_referral: null }]));
    expect((await k.call('PUT', '/api/v1/everify/simulator/status', { session: k.admin, body: { down: 'maybe' } })).status).toBe(400);
    expect((await k.call('PUT', '/api/v1/everify/simulator/status', { session: k.viewer, body: { down: true } })).status).toBe(403);
    expect((await k.call('POST', '/api/v1/everify/simulator/cases/NOPE1234/push', { session: k.admin, body: { status: 'EMPLOYMENT_AUTHORIZED' } })).status).toBe(404);
    // The global switch takes every customer down.
    expect((await k.call('PUT', '/api/v1/everify/simulator/status', { session: k.admin, body: { scope: 'global', down: true } })).body).toMatchObject({ down: true, global_down: true, customer_down: false });
    expect((await k.call('GET', '/api/v1/everify/simulator/status', { session: k.globexAdmin })).body.down).toBe(true);
    await k.call('PUT', '/api/v1/everify/simulator/status', { session: k.admin, body: { scope: 'global', down: false } });
    expect((await k.call('GET', '/api/v1/everify/simulator/status', { session: k.globexAdmin })).body.down).toBe(false);
  });
});
