import { CONFIGURATION_CATALOG, SEEDED_ROLE_IDS } from '@attest/contracts';
import { AuditLogEntity, CustomerConfigService } from '@attest/platform';
import { UsersService } from '../../users/users.service';
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

async function viewer() {
  const email = 'vera.viewer@acme.test';
  const users = f.t.app.get(UsersService);
  if (!(await f.ds.query('SELECT 1 FROM cst_users WHERE email = ?', [email])).length) {
    await users.createUser({ customerId: f.acme.id, email, password: 'Staff-Password-42', firstName: 'Vera', lastName: 'Viewer', roleIds: [SEEDED_ROLE_IDS.VIEWER] });
  }
  const login = await f.call('POST', '/api/v1/login', { body: { customer_code: 'acme', email, password: 'Staff-Password-42' } });
  expect(login.status).toBe(200);
  return staffSession(login.body, f.acme.id);
}

test('a key the catalogue does not know, and a value of the wrong type, are refused (400) and change nothing', async () => {
  const session = await staff();
  const configs = f.t.app.get(CustomerConfigService);
  const before = await configs.all(f.acme.id);
  const unknown = await f.call('PUT', '/api/v1/configurations/not_a_real_key', { session, body: { value: '1' } });
  expect(unknown).toMatchObject({ status: 400, body: { messageKey: 'unknown_configuration' } });
  const notBoolean = await f.call('PUT', '/api/v1/configurations/disable_international_phone_numbers', { session, body: { value: 'maybe' } });
  expect(notBoolean).toMatchObject({ status: 400, body: { messageKey: 'config_value_not_boolean', details: { fields: { value: 'config_value_not_boolean' } } } });
  const notNumber = await f.call('PUT', '/api/v1/configurations/num_work_history_required', { session, body: { value: 'two' } });
  expect(notNumber).toMatchObject({ status: 400, body: { messageKey: 'config_value_not_number' } });
  const outOfRange = await f.call('PUT', '/api/v1/configurations/second_signer_link_days', { session, body: { value: '90' } });
  expect(outOfRange).toMatchObject({ status: 400, body: { messageKey: 'config_value_out_of_range' } });
  const notJson = await f.call('PUT', '/api/v1/configurations/bh_default_field_mappings', { session, body: { value: '{oops' } });
  expect(notJson).toMatchObject({ status: 400, body: { messageKey: 'config_value_not_json' } });
  expect(await configs.all(f.acme.id)).toEqual(before);
  const audits = await f.ds.getRepository(AuditLogEntity).find({ where: { entity: 'customer_config', entity_id: 'not_a_real_key' } });
  expect(audits).toHaveLength(0);
});

test('every change is audited with who, the key, from and to', async () => {
  const login = await staffLogin(f);
  const session = staffSession(login.body, login.body.customer_id);
  await f.call('PUT', '/api/v1/configurations/disable_international_phone_numbers', { session, body: { value: 'true' } });
  await f.call('PUT', '/api/v1/configurations/disable_international_phone_numbers', { session, body: { value: 'false' } });
  const trail = await f.ds.getRepository(AuditLogEntity).find({ where: { entity: 'customer_config', entity_id: 'disable_international_phone_numbers' }, order: { id: 'ASC' } });
  expect(trail.map((a) => [a.action, a.actor_id, JSON.parse(a.changes)])).toEqual([
    ['create', login.body.user_id, { value: { from: null, to: 'true' } }],
    ['update', login.body.user_id, { value: { from: 'true', to: 'false' } }],
  ]);
  expect(trail.every((a) => a.customer_id === f.acme.id)).toBe(true);
});

test('the catalogue answers every key with its definition and this customer\'s value; secrets are never answered', async () => {
  const session = await staff();
  const configs = f.t.app.get(CustomerConfigService);
  await configs.setForCustomer(f.acme.id, 'num_work_history_required', '3');
  await configs.setForCustomer(f.acme.id, 'applicant_sso_client_secret', 'v1:cipher');
  await configs.setForCustomer(f.globex.id, 'enable_everify', 'true');
  const res = await f.call('GET', '/api/v1/configurations/catalog', { session });
  expect(res.status).toBe(200);
  expect(res.body).toHaveLength(CONFIGURATION_CATALOG.length);
  const byKey = Object.fromEntries(res.body.map((e: { key: string }) => [e.key, e]));
  expect(byKey.num_work_history_required).toMatchObject({ area: 'application', type: 'number', default: '1', value: '3', reserved: false, description_key: 'config_num_work_history_required' });
  expect(byKey.disable_international_phone_numbers).toMatchObject({ type: 'boolean', default: 'false' });
  expect(byKey.talent_platform_max_task_count).toMatchObject({ reserved: true });
  expect(byKey.applicant_sso_client_secret).toMatchObject({ secret: true, value: null });
  // Another customer's value is not this customer's.
  expect(byKey.enable_everify.value).not.toBe('true');
});

test('a Viewer reads the catalogue but gets 403 on writes, and nothing changes', async () => {
  const session = await viewer();
  const configs = f.t.app.get(CustomerConfigService);
  await configs.setForCustomer(f.acme.id, 'upload_docs_disabled', 'false');
  expect((await f.call('GET', '/api/v1/configurations/catalog', { session })).status).toBe(200);
  expect((await f.call('PUT', '/api/v1/configurations/upload_docs_disabled', { session, body: { value: 'true' } })).status).toBe(403);
  expect((await f.call('DELETE', '/api/v1/configurations/upload_docs_disabled', { session })).status).toBe(403);
  expect(await configs.get(f.acme.id, 'upload_docs_disabled')).toBe('false');
});

test("applicants cannot read the catalogue (staff only); a staff user of another customer sees that customer's values", async () => {
  await f.t.app.get(CustomerConfigService).setForCustomer(f.initech.id, 'wotc_enabled', 'true');
  const login = await staffLogin(f, 'initech');
  const initech = staffSession(login.body, login.body.customer_id);
  const res = await f.call('GET', '/api/v1/configurations/catalog', { session: initech });
  expect(res.body.find((e: { key: string }) => e.key === 'wotc_enabled').value).toBe('true');
  const acme = (await f.call('GET', '/api/v1/configurations/catalog', { session: await staff() })).body;
  expect(acme.find((e: { key: string }) => e.key === 'wotc_enabled').value).toBeNull();
});
