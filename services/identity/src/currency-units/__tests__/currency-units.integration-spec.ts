import { CURRENCIES, SEEDED_ROLE_IDS } from '@attest/contracts';
import { AuditLogEntity } from '@attest/platform';
import type { Session } from '@attest/platform/testing';
import { UsersService } from '../../users/users.service';
import { applicantLogin, applicantSession, registerConfirmed, staffLogin, staffSession, startIdentityApp, type IdentityFixture } from '../../__tests__/identity-test-app';
import { CurrencyUnitEntity } from '../entities/currency-unit.entity';

jest.setTimeout(60_000);

let f: IdentityFixture;
let admin: Session;

beforeAll(async () => {
  f = await startIdentityApp();
  admin = staffSession((await staffLogin(f)).body, f.acme.id);
}, 60_000);
afterAll(() => f?.close());

const rowsOf = (customerId: number) => f.ds.getRepository(CurrencyUnitEntity).find({ where: { customer_id: customerId }, order: { id: 'ASC' } });

async function viewer(): Promise<Session> {
  const email = 'cora.viewer@acme.test';
  await f.t.app.get(UsersService).createUser({ customerId: f.acme.id, email, password: 'Staff-Password-42', firstName: 'Cora', lastName: 'Viewer', roleIds: [SEEDED_ROLE_IDS.VIEWER] });
  const login = await f.call('POST', '/api/v1/login', { body: { customer_code: 'acme', email, password: 'Staff-Password-42' } });
  return staffSession(login.body, f.acme.id);
}

describe('currency units', () => {
  it("lists the product's currencies with code, symbol, name and decimals", async () => {
    const res = await f.call('GET', '/api/v1/currencyUnit/all', { session: admin });
    expect(res).toMatchObject({ status: 200, body: CURRENCIES });
    expect(res.body.find((c: { code: string }) => c.code === 'JPY')).toEqual({ code: 'JPY', symbol: '¥', name: 'Japanese yen', decimals: 0 });
  });

  it('sets all, adds one, deletes one; one default at a time; every change audited', async () => {
    const set = await f.call('PUT', '/api/v1/currencyUnit', { session: admin, body: { units: [{ code: 'USD' }, { code: 'CAD', is_default: true }] } });
    expect(set.status).toBe(200);
    expect(set.body.map((u: { code: string; is_default: boolean }) => [u.code, u.is_default])).toEqual([['USD', false], ['CAD', true]]);
    expect(set.body[1]).toMatchObject({ symbol: 'CA$', name: 'Canadian dollar', decimals: 2 });

    const added = await f.call('POST', '/api/v1/currencyUnit', { session: admin, body: { code: 'EUR', is_default: true } });
    expect(added).toMatchObject({ status: 201, body: { code: 'EUR', symbol: '€', is_default: true } });
    const list = await f.call('GET', '/api/v1/currencyUnit', { session: admin });
    expect(list.body.filter((u: { is_default: boolean }) => u.is_default).map((u: { code: string }) => u.code)).toEqual(['EUR']);

    expect((await f.call('DELETE', `/api/v1/currencyUnit/${added.body.id}`, { session: admin })).status).toBe(204);
    // The default went: the oldest remaining unit is the default now.
    expect((await rowsOf(f.acme.id)).map((r) => [r.code, r.is_default])).toEqual([['USD', 1], ['CAD', 0]]);

    const trail = await f.ds.getRepository(AuditLogEntity).find({ where: { customer_id: f.acme.id, entity: 'currency_unit' }, order: { id: 'ASC' } });
    expect(trail.map((a) => a.action)).toEqual(['update', 'create', 'delete']);
    expect(JSON.parse(trail[0].changes)).toEqual({ units: { from: [], to: ['USD', 'CAD*'] } });
  });

  it('refuses bad input (400) and changes nothing', async () => {
    await f.call('PUT', '/api/v1/currencyUnit', { session: admin, body: { units: [{ code: 'USD' }] } });
    const before = await rowsOf(f.acme.id);
    const cases = [
      ['PUT', { units: [] }, 'currency_units_required'],
      ['PUT', { units: [{ code: 'XXX' }] }, null],
      ['PUT', { units: [{ code: 'USD' }, { code: 'USD' }] }, 'currency_duplicate'],
      ['PUT', { units: [{ code: 'USD', is_default: true }, { code: 'CAD', is_default: true }] }, 'currency_one_default'],
      ['POST', { code: 'USD' }, 'currency_duplicate'],
      ['POST', { code: 'usd' }, null],
      ['POST', { code: 'GBP', customer_id: f.globex.id }, null],
    ] as const;
    for (const [method, body, messageKey] of cases) {
      const res = await f.call(method, '/api/v1/currencyUnit', { session: admin, body });
      expect(res.status).toBe(400);
      if (messageKey) {
        expect(JSON.stringify(res.body)).toContain(messageKey);
      }
    }
    expect(await rowsOf(f.acme.id)).toEqual(before);
  });

  it("another customer's unit answers 404 and stays; customers' lists are apart", async () => {
    const initech = staffSession((await staffLogin(f, 'initech')).body, f.initech.id);
    const acmeUnit = (await rowsOf(f.acme.id))[0];
    expect((await f.call('DELETE', `/api/v1/currencyUnit/${acmeUnit.id}`, { session: initech })).status).toBe(404);
    expect((await f.call('GET', '/api/v1/currencyUnit', { session: initech })).body).toEqual([]);
    expect(await rowsOf(f.acme.id)).toContainEqual(acmeUnit);
  });

  it('a Viewer reads but gets 403 on every write, and nothing changes', async () => {
    const session = await viewer();
    const before = await rowsOf(f.acme.id);
    expect((await f.call('GET', '/api/v1/currencyUnit', { session })).status).toBe(200);
    expect((await f.call('PUT', '/api/v1/currencyUnit', { session, body: { units: [{ code: 'GBP' }] } })).status).toBe(403);
    expect((await f.call('POST', '/api/v1/currencyUnit', { session, body: { code: 'GBP' } })).status).toBe(403);
    expect((await f.call('DELETE', `/api/v1/currencyUnit/${before[0].id}`, { session })).status).toBe(403);
    expect(await rowsOf(f.acme.id)).toEqual(before);
  });

  it("an applicant reads their customer's units (money is shown in the default) but cannot change them", async () => {
    await registerConfirmed(f, 'money.reader@example.test');
    const session = applicantSession((await applicantLogin(f, 'money.reader@example.test')).body);
    const list = await f.call('GET', '/api/v1/currencyUnit', { session });
    expect(list.status).toBe(200);
    expect(list.body.map((u: { code: string }) => u.code)).toEqual((await rowsOf(f.acme.id)).map((r) => r.code));
    expect((await f.call('POST', '/api/v1/currencyUnit', { session, body: { code: 'GBP' } })).status).toBe(403);
  });
});

describe('admin lookups', () => {
  it('answers the date formats and time zones to any staff user, not to applicants', async () => {
    const formats = await f.call('GET', '/api/v1/admin/date-formats', { session: admin });
    expect(formats.status).toBe(200);
    expect(formats.body[0]).toEqual({ format: 'MM/DD/YYYY', example: '12/25/2026' });
    const zones = await f.call('GET', '/api/v1/admin/timezones', { session: await viewer2() });
    expect(zones.status).toBe(200);
    expect(zones.body).toContainEqual({ name: '(UTC-05:00) Eastern Time (US & Canada)', code: 'America/New_York' });
    await registerConfirmed(f, 'lookup.reader@example.test');
    const applicant = applicantSession((await applicantLogin(f, 'lookup.reader@example.test')).body);
    expect((await f.call('GET', '/api/v1/admin/timezones', { session: applicant })).status).toBe(403);
  });
});

/** A staff user with no role at all: lookups need only a staff session. */
async function viewer2(): Promise<Session> {
  const email = 'nora.norole@acme.test';
  await f.t.app.get(UsersService).createUser({ customerId: f.acme.id, email, password: 'Staff-Password-42', firstName: 'Nora', lastName: 'Norole', roleIds: [] });
  const login = await f.call('POST', '/api/v1/login', { body: { customer_code: 'acme', email, password: 'Staff-Password-42' } });
  return staffSession(login.body, f.acme.id);
}
