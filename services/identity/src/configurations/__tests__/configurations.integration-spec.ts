import { AuditLogEntity, CustomerConfigService } from '@attest/platform';
import {
  applicantLogin,
  applicantSession,
  registerConfirmed,
  staffLogin,
  staffSession,
  startIdentityApp,
  type IdentityFixture,
} from '../../__tests__/identity-test-app';

let f: IdentityFixture;

beforeAll(async () => {
  f = await startIdentityApp();
}, 60_000);
afterAll(() => f?.close());

async function staff(customerCode = 'acme') {
  const login = await staffLogin(f, customerCode);
  expect(login.status).toBe(200);
  return staffSession(login.body, login.body.customer_id);
}

test('staff set, read and delete a key; the change is audited', async () => {
  const session = await staff();
  const put = await f.call('PUT', '/api/v1/configurations/auto_enable_preview', { session, body: { value: '1' } });
  expect(put.status).toBe(200);
  expect(put.body).toEqual({ name: 'auto_enable_preview', value: '1' });

  const one = await f.call('GET', '/api/v1/configurations/auto_enable_preview', { session });
  expect(one.body).toEqual({ name: 'auto_enable_preview', value: '1' });
  const list = await f.call('GET', '/api/v1/configurations', { session });
  expect(list.body).toContainEqual({ name: 'auto_enable_preview', value: '1' });
  expect(await f.t.app.get(CustomerConfigService).flag(f.acme.id, 'auto_enable_preview')).toBe(true);

  const audits = await f.ds.getRepository(AuditLogEntity).find({ where: { entity: 'customer_config', entity_id: 'auto_enable_preview' } });
  expect(audits.map((a) => a.action)).toEqual(['create']);

  const del = await f.call('DELETE', '/api/v1/configurations/auto_enable_preview', { session });
  expect(del.status).toBe(204);
  expect((await f.call('GET', '/api/v1/configurations/auto_enable_preview', { session })).status).toBe(404);
  // An unset flag is off.
  expect(await f.t.app.get(CustomerConfigService).flag(f.acme.id, 'auto_enable_preview')).toBe(false);
});

test('bad input is refused and changes nothing', async () => {
  const session = await staff();
  const noValue = await f.call('PUT', '/api/v1/configurations/disable_radio_group_default', { session, body: {} });
  expect(noValue.status).toBe(400);
  expect(noValue.body.details.fields.value).toBe('required_field');
  const badName = await f.call('PUT', '/api/v1/configurations/bad%24name', { session, body: { value: '1' } });
  expect(badName.status).toBe(400);
  expect(badName.body.messageKey).toBe('invalid_entry');
  const extra = await f.call('PUT', '/api/v1/configurations/x', { session, body: { value: '1', customer_id: 99 } });
  expect(extra.status).toBe(400);
  expect(await f.t.app.get(CustomerConfigService).all(f.acme.id)).not.toHaveProperty('disable_radio_group_default');
});

test("applicants read their own customer's keys but cannot change them; customers stay apart", async () => {
  const configs = f.t.app.get(CustomerConfigService);
  await configs.setForCustomer(f.acme.id, 'enable_self_service_tasks', 'true');
  await configs.setForCustomer(f.globex.id, 'globex_only', '1');
  await registerConfirmed(f, 'config.reader@example.test');
  const login = await applicantLogin(f, 'config.reader@example.test');
  const session = applicantSession(login.body);

  const list = await f.call('GET', '/api/v1/configurations', { session });
  expect(list.status).toBe(200);
  expect(list.body).toContainEqual({ name: 'enable_self_service_tasks', value: 'true' });
  expect(list.body.map((c: { name: string }) => c.name)).not.toContain('globex_only');
  expect((await f.call('GET', '/api/v1/configurations/globex_only', { session })).status).toBe(404);

  const put = await f.call('PUT', '/api/v1/configurations/enable_self_service_tasks', { session, body: { value: '0' } });
  expect(put.status).toBe(403);
  expect(await configs.get(f.acme.id, 'enable_self_service_tasks')).toBe('true');
});

test('secret keys (SSO client secrets) are never read back through the configurations API', async () => {
  const session = await staff();
  await f.t.app.get(CustomerConfigService).setForCustomer(f.acme.id, 'staff_sso_client_secret', 'cipher-text');
  const list = await f.call('GET', '/api/v1/configurations', { session });
  expect(list.body.map((c: { name: string }) => c.name)).not.toContain('staff_sso_client_secret');
  expect((await f.call('GET', '/api/v1/configurations/staff_sso_client_secret', { session })).status).toBe(404);
});
