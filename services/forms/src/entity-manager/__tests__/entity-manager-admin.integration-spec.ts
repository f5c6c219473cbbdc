import { SEEDED_ROLE_IDS } from '@attest/contracts';
import { ACME, countRows, GLOBEX, sessionFor, startEdocs, workHistoryConfig, type EdocsTestKit } from '@attest/edocs/testing';
import { grantRole, type Session } from '@attest/platform/testing';

/** Staff-side §7 "Entity manager configuration": every path, owner, another customer, a role without content.manage. */
describe('entity-manager configurations: /api/v2/customers/{c}/cstentitymanagerconfig', () => {
  let k: EdocsTestKit;
  let viewer: Session;
  let compliance: Session;
  let workHistoryId: number;
  let globexWorkHistoryId: number;

  const base = (c = ACME) => `/api/v2/customers/${c}/cstentitymanagerconfig`;
  const applicantUrl = (c: number, type: string) => `/api/v2/customers/${c}/entitymanager/configs/${type}`;
  const idOf = async (customerId: number, type: string) =>
    Number(((await k.ds.query('SELECT id FROM cst_entity_manager_configs WHERE customer_id = ? AND entity_type = ?', [customerId, type])) as { id: number }[])[0].id);
  /** Everything a refused call could have touched. */
  const snapshot = async () => ({
    configs: await k.ds.query('SELECT id, customer_id, entity_type, config FROM cst_entity_manager_configs ORDER BY id'),
    versions: await k.ds.query('SELECT id, config_id, version, is_current, action FROM cst_entity_manager_config_versions ORDER BY id'),
    audit: await countRows(k.ds, 'audit_log'),
  });

  beforeAll(async () => {
    k = await startEdocs();
    await grantRole(k.t.app, 960, ACME, SEEDED_ROLE_IDS.VIEWER);
    await grantRole(k.t.app, 961, ACME, SEEDED_ROLE_IDS.COMPLIANCE_OFFICER);
    viewer = await sessionFor(k.t.app, 'user', 960, ACME, SEEDED_ROLE_IDS.VIEWER);
    compliance = await sessionFor(k.t.app, 'user', 961, ACME, SEEDED_ROLE_IDS.COMPLIANCE_OFFICER);
    workHistoryId = await idOf(ACME, 'work_history');
    globexWorkHistoryId = await idOf(GLOBEX, 'work_history');
  }, 60_000);
  afterAll(async () => k.t.close());

  it('lists and reads the seeded configurations by id (content.read), with no version until one is saved', async () => {
    const list = await k.call('GET', base(), { session: viewer });
    expect(list.status).toBe(200);
    expect(list.body.map((c: { entityType: string }) => c.entityType)).toEqual(['education', 'work_history']);
    expect(list.body[1]).toEqual({ id: workHistoryId, entityType: 'work_history', version: null, updated_at: expect.any(String), usable: true });
    const one = await k.call('GET', `${base()}/${workHistoryId}`, { session: viewer });
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ id: workHistoryId, entityType: 'work_history', version: null, canRevert: false, usable: true, errors: {} });
    expect(one.body.config).toMatchObject({ entityIdName: 'work_history_id', getEntitiesFunction: 'workHistory', tableConfig: workHistoryConfig.tableConfig });
    expect((await k.call('GET', `${base()}/${workHistoryId}`, { session: compliance })).body).toMatchObject({ statusCode: 403, messageKey: 'permission_denied' });
  });

  it('updates with validation on every key the applicant\'s manager needs, then reverts to the previous version', async () => {
    const current = (await k.call('GET', `${base()}/${workHistoryId}`, { session: k.staff })).body.config;
    const before = await snapshot();
    const bad = await k.call('PUT', base(), { session: k.staff, body: { id: workHistoryId, config: { ...current, tableConfig: { columns: [] }, getEntitiesFunction: 'nowhere' } } });
    expect(bad.body).toMatchObject({ statusCode: 400, messageKey: 'invalid_entry', details: { fields: { tableConfig: 'invalid_entry', getEntitiesFunction: 'unknown_entity_function' } } });
    const { formConfig: _f, ...noForm } = current;
    expect((await k.call('PUT', base(), { session: k.staff, body: { id: workHistoryId, config: noForm } })).body).toMatchObject({ statusCode: 400, details: { fields: { formConfig: 'required_field' }, key: 'formConfig' } });
    expect((await k.call('PUT', base(), { session: k.staff, body: { id: workHistoryId, config: { ...current, entityIdName: 'has space' } } })).body).toMatchObject({ details: { fields: { entityIdName: 'invalid_entry' } } });
    expect((await k.call('PUT', base(), { session: k.staff, body: { id: workHistoryId, config: { ...current, minEntities: 3, maxEntities: 2 } } })).body).toMatchObject({ details: { fields: { minEntities: 'min_above_max' } } });
    expect((await k.call('PUT', base(), { session: k.staff, body: { id: workHistoryId } })).body).toMatchObject({ statusCode: 400, messageKey: 'validation_failed', details: { fields: { config: 'required_field' } } });
    expect((await k.call('PUT', base(), { session: viewer, body: { id: workHistoryId, config: current } })).body).toMatchObject({ statusCode: 403, messageKey: 'permission_denied' });
    expect(await snapshot()).toEqual(before);

    const saved = await k.call('PUT', base(), { session: k.staff, body: { id: workHistoryId, config: { ...current, maxEntities: 4, entityType: 'ignored' } } });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ id: workHistoryId, entityType: 'work_history', version: 2, canRevert: true, usable: true, config: { maxEntities: 4, entityType: 'work_history' } });
    // The applicant's manager reads the saved configuration.
    expect((await k.call('GET', applicantUrl(ACME, 'work_history'), { session: k.adaSession })).body).toMatchObject({ maxEntities: 4 });
    const versions = await k.ds.query('SELECT version, action, is_current FROM cst_entity_manager_config_versions WHERE config_id = ? ORDER BY version', [workHistoryId]);
    expect(versions.map((v: { version: number; action: string; is_current: number }) => [v.version, v.action, Number(v.is_current)])).toEqual([[1, 'initial', 0], [2, 'update', 1]]);
    const [audit] = await k.ds.query("SELECT actor_id, changes FROM audit_log WHERE entity = 'entity_manager_config' AND action = 'update' ORDER BY id DESC LIMIT 1");
    expect(audit.actor_id).toBe(900);
    expect(JSON.parse(audit.changes)).toEqual({ version: { from: 1, to: 2 }, keys: { from: null, to: ['maxEntities'] } });

    const viewerRevert = await k.call('GET', `${base()}/${workHistoryId}/revert`, { session: viewer });
    expect(viewerRevert.body).toMatchObject({ statusCode: 403, messageKey: 'permission_denied' });
    const reverted = await k.call('GET', `${base()}/${workHistoryId}/revert`, { session: k.staff });
    expect(reverted.status).toBe(200);
    expect(reverted.body).toMatchObject({ version: 1, canRevert: false });
    expect(reverted.body.config.maxEntities).toBeNull();
    expect((await k.call('GET', applicantUrl(ACME, 'work_history'), { session: k.adaSession })).body.maxEntities).toBeNull();
    const [revertAudit] = await k.ds.query("SELECT changes FROM audit_log WHERE entity = 'entity_manager_config' AND action = 'revert'");
    expect(JSON.parse(revertAudit.changes)).toMatchObject({ version: { from: 2, to: 1 } });
    // Nothing before version 1: 409, nothing written.
    const atFirst = await snapshot();
    expect((await k.call('GET', `${base()}/${workHistoryId}/revert`, { session: k.staff })).body).toMatchObject({ statusCode: 409, messageKey: 'no_previous_version' });
    expect(await snapshot()).toEqual(atFirst);
    // A save after a revert is the next version; reverting it goes back to the one before.
    const again = await k.call('PUT', base(), { session: k.staff, body: { id: workHistoryId, config: { ...current, minEntities: 2 } } });
    expect(again.body).toMatchObject({ version: 3, config: { minEntities: 2 } });
    expect((await k.call('GET', `${base()}/${workHistoryId}/revert`, { session: k.staff })).body).toMatchObject({ version: 2, config: { maxEntities: 4, minEntities: 1 } });
    await k.call('PUT', base(), { session: k.staff, body: { id: workHistoryId, config: current } });
  });

  it('creates a configuration for a new entity type once (201, then 409), and refuses an unusable one', async () => {
    const config = { ...workHistoryConfig, entityIdName: 'ref_id', getEntitiesFunction: 'entities', saveEntitiesFunction: 'entities', customFieldEntityType: null };
    const before = await snapshot();
    expect((await k.call('POST', base(), { session: k.staff, body: { entityType: 'references', config: { ...config, tableConfig: undefined } } })).body).toMatchObject({
      statusCode: 400, messageKey: 'invalid_entry', details: { fields: { tableConfig: 'required_field' } },
    });
    expect((await k.call('POST', base(), { session: k.staff, body: { entityType: 'bad type!', config } })).body).toMatchObject({ statusCode: 400, details: { fields: { entityType: 'invalid_entry' } } });
    expect((await k.call('POST', base(), { session: viewer, body: { entityType: 'references', config } })).status).toBe(403);
    expect(await snapshot()).toEqual(before);
    const created = await k.call('POST', base(), { session: k.staff, body: { entityType: 'references', config } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ entityType: 'references', version: 1, canRevert: false, usable: true, config: { entityIdName: 'ref_id', entityType: 'references' } });
    expect((await k.call('GET', applicantUrl(ACME, 'references'), { session: k.adaSession })).body).toMatchObject({ entityIdName: 'ref_id' });
    const dup = await k.call('POST', base(), { session: k.staff, body: { entityType: 'references', config } });
    expect(dup.body).toMatchObject({ statusCode: 409, messageKey: 'duplicate_entry' });
    expect((await k.call('GET', `${base()}/${created.body.id}/revert`, { session: k.staff })).body).toMatchObject({ statusCode: 409, messageKey: 'no_previous_version' });
  });

  it('sets a configuration from old configs: an earlier seed\'s generic-store config becomes usable with its own functions and table', async () => {
    // What the first demo seed stored: the generic store, and (an older shape still) no table and no id name.
    const { tableConfig: _t, entityIdName: _e, ...old } = { ...workHistoryConfig, getEntitiesFunction: 'entities', saveEntitiesFunction: 'entities' };
    await k.ds.query('UPDATE cst_entity_manager_configs SET config = ? WHERE id = ?', [JSON.stringify(old), workHistoryId]);
    const stored = await k.call('GET', `${base()}/${workHistoryId}`, { session: k.staff });
    expect(stored.body).toMatchObject({ usable: false, errors: { tableConfig: 'required_field', entityIdName: 'required_field' } });

    const rebuilt = await k.call('GET', `${base()}/${workHistoryId}/setFromOldConfigs`, { session: k.staff });
    expect(rebuilt.status).toBe(200);
    expect(rebuilt.body).toMatchObject({ usable: true, errors: {}, config: { entityIdName: 'work_history_id', getEntitiesFunction: 'workHistory', saveEntitiesFunction: 'workHistory' } });
    // The table comes back from the newest earlier version that had one (the config saved in the test above).
    expect(rebuilt.body.config.tableConfig).toEqual(workHistoryConfig.tableConfig);
    const [audit] = await k.ds.query("SELECT changes FROM audit_log WHERE entity = 'entity_manager_config' AND action = 'set_from_old'");
    expect(JSON.parse(audit.changes).keys.to).toEqual(expect.arrayContaining(['entityIdName', 'getEntitiesFunction', 'saveEntitiesFunction', 'tableConfig']));
    expect((await k.call('GET', applicantUrl(ACME, 'work_history'), { session: k.adaSession })).body).toMatchObject({ getEntitiesFunction: 'workHistory', entityIdName: 'work_history_id' });
    // The old config was written behind the versions' back: a revert goes to the last saved version.
    expect((await k.call('GET', `${base()}/${workHistoryId}/revert`, { session: k.staff })).body).toMatchObject({ usable: true, config: { getEntitiesFunction: 'workHistory' } });
  });

  it('builds the form from the custom fields when an old config has none', async () => {
    await k.ds.query("INSERT INTO cst_entity_custom_fields (customer_id, entity_type, name, datatype_id, description, required, sort_order, visible_to_applicant, active) VALUES (?, 'awards', 'award', 1, 'Award', 1, 1, 1, 1), (?, 'awards', 'year', 2, 'Year', 0, 2, 1, 1), (?, 'awards', 'internal', 1, 'Internal', 0, 3, 0, 1)", [ACME, ACME, ACME]);
    await k.ds.query("INSERT INTO cst_entity_manager_configs (customer_id, entity_type, config, updated_at) VALUES (?, 'awards', '{\"minEntities\":0}', NOW())", [ACME]);
    const id = await idOf(ACME, 'awards');
    const res = await k.call('GET', `${base()}/${id}/setFromOldConfigs`, { session: k.staff });
    expect(res.status).toBe(200);
    expect(res.body.config).toMatchObject({ entityIdName: 'awards_id', getEntitiesFunction: 'entities', customFieldEntityType: 'awards', minEntities: 0 });
    expect(res.body.config.formConfig.fields.map((f: { name: string; required: boolean }) => [f.name, f.required])).toEqual([['custom_fields->award', true], ['custom_fields->year', false]]);
    expect(res.body.config.tableConfig.columns.map((c: { field: string }) => c.field)).toEqual(['custom_fields->award', 'custom_fields->year']);
    expect(res.body).toMatchObject({ version: 2, canRevert: true });
    // The unusable config stored before is version 1: never restored (400 naming the keys), nothing written.
    const atRebuilt = await snapshot();
    expect((await k.call('GET', `${base()}/${id}/revert`, { session: k.staff })).body).toMatchObject({ statusCode: 400, messageKey: 'invalid_entry', details: { fields: { formConfig: 'required_field' } } });
    expect(await snapshot()).toEqual(atRebuilt);
    // Nothing to build a form from: 400 naming formConfig, nothing written.
    await k.ds.query("INSERT INTO cst_entity_manager_configs (customer_id, entity_type, config, updated_at) VALUES (?, 'empty_type', '{}', NOW())", [ACME]);
    const emptyId = await idOf(ACME, 'empty_type');
    const before = await snapshot();
    expect((await k.call('GET', `${base()}/${emptyId}/setFromOldConfigs`, { session: k.staff })).body).toMatchObject({ statusCode: 400, messageKey: 'invalid_entry', details: { key: 'formConfig' } });
    expect(await snapshot()).toEqual(before);
  });

  it("answers 404 for another customer's configuration on every path and changes nothing", async () => {
    const config = (await k.call('GET', `${base(GLOBEX)}/${globexWorkHistoryId}`, { session: k.globexStaff })).body.config;
    const before = await snapshot();
    for (const path of [`${base()}/${globexWorkHistoryId}`, `${base()}/${globexWorkHistoryId}/revert`, `${base()}/${globexWorkHistoryId}/setFromOldConfigs`]) {
      expect((await k.call('GET', path, { session: k.staff })).body).toMatchObject({ statusCode: 404, messageKey: 'not_found' });
    }
    expect((await k.call('PUT', base(), { session: k.staff, body: { id: globexWorkHistoryId, config } })).body).toMatchObject({ statusCode: 404 });
    // Another customer in the path: 404 too.
    expect((await k.call('GET', base(GLOBEX), { session: k.staff })).status).toBe(404);
    expect((await k.call('POST', base(GLOBEX), { session: k.staff, body: { entityType: 'x_type', config } })).status).toBe(404);
    expect((await k.call('GET', `${base()}/${workHistoryId}`, { session: k.adaSession })).body).toMatchObject({ statusCode: 403 });
    expect(await snapshot()).toEqual(before);
  });
});
