import { SEEDED_ROLE_IDS } from '@attest/contracts';
import { ACME, countRows, GLOBEX, sessionFor, startEdocs, type EdocsTestKit } from '@attest/edocs/testing';
import type { Session } from '@attest/platform/testing';

describe('content admin: code values and external code maps (staff-side §7 "Code values and code maps")', () => {
  let k: EdocsTestKit;
  let viewer: Session;

  beforeAll(async () => {
    k = await startEdocs();
    viewer = await sessionFor(k.t.app, 'user', 960, ACME, SEEDED_ROLE_IDS.VIEWER);
  }, 60_000);
  afterAll(async () => k.t.close());

  const maps = (customerId = ACME) => `/api/v2/customers/${customerId}/admexternalcodemap`;
  const values = (customerId = ACME) => `/api/v2/customers/${customerId}/admcodevalue`;
  const entry = (code: string, external_code: string, category = 'EDU_DEGREE') => ({ category, code, external_code });
  const snapshot = async () => ({
    maps: await k.ds.query('SELECT customer_id, category, code, external_code FROM adm_external_code_maps ORDER BY id'),
    values: await k.ds.query('SELECT customer_id, category, code, value, sort_order, is_default, active FROM adm_code_values ORDER BY id'),
    audit: await countRows(k.ds, 'audit_log'),
  });
  const list = async (category = 'EDU_DEGREE', session = k.staff) => (await k.call('GET', `${maps()}?category=${category}`, { session })).body;

  it('adds an entry (PUT), edits it with {old, new} (POST), lists it and deletes it by query parameters', async () => {
    const added = await k.call('PUT', maps(), { session: k.staff, body: { customer_id: ACME, ...entry('BA', 'BACH') } });
    expect(added.status).toBe(200);
    expect(added.body).toEqual({ customer_id: ACME, ...entry('BA', 'BACH') });
    expect(await list('EDU_DEGREE', viewer)).toEqual([{ customer_id: ACME, ...entry('BA', 'BACH') }]);

    const edited = await k.call('POST', maps(), { session: k.staff, body: { old: entry('BA', 'BACH'), new: entry('BA', 'BS') } });
    expect(edited.status).toBe(200);
    expect(edited.body).toEqual({ customer_id: ACME, ...entry('BA', 'BS') });
    expect(await list()).toEqual([{ customer_id: ACME, ...entry('BA', 'BS') }]);
    const [audit] = await k.ds.query("SELECT changes FROM audit_log WHERE entity = 'external_code_map' AND action = 'update'");
    expect(JSON.parse(audit.changes)).toEqual({ external_code: { from: 'BACH', to: 'BS' } });

    const del = await k.call('DELETE', `${maps()}?customer_id=${ACME}&category=EDU_DEGREE&code=BA&external_code=BS`, { session: k.staff });
    expect(del.body).toEqual({ deleted: 1 });
    expect(await list()).toEqual([]);
    expect(await k.ds.query("SELECT action FROM audit_log WHERE entity = 'external_code_map' ORDER BY id")).toEqual([{ action: 'create' }, { action: 'update' }, { action: 'delete' }]);
  });

  it('answers the editor view: code values in order with their external codes, then mapped codes that are no code value', async () => {
    await k.call('PUT', '/api/v1/externalCodeMaps/multi', { session: k.staff, body: [entry('HS', 'H1'), entry('HS', 'H0'), entry('ZZ', 'Z9')] });
    const res = await k.call('GET', `${maps()}/codeMapForEditor?category=EDU_DEGREE`, { session: viewer });
    expect(res.status).toBe(200);
    expect(res.body.category).toBe('EDU_DEGREE');
    expect(res.body.rows.map((r: { code: string }) => r.code)).toEqual(['HS', 'GED', 'AA', 'BA', 'MA', 'PHD', 'ZZ']);
    expect(res.body.rows[0]).toEqual({ code: 'HS', value: 'High school diploma', external_codes: ['H0', 'H1'] });
    expect(res.body.rows[6]).toEqual({ code: 'ZZ', value: null, external_codes: ['Z9'] });
    await k.call('DELETE', '/api/v1/externalCodeMaps/multi', { session: k.staff, body: [entry('HS', 'H1'), entry('HS', 'H0'), entry('ZZ', 'Z9')] });
    expect(await list()).toEqual([]);
  });

  it('multi: PUT adds, POST updates, DELETE removes, each all or nothing', async () => {
    const add = await k.call('PUT', '/api/v1/externalCodeMaps/multi', { session: k.staff, body: [entry('AA', 'A1'), entry('MA', 'M1')] });
    expect(add.status).toBe(200);
    expect(add.body).toHaveLength(2);
    const before = await snapshot();
    // A duplicate in the list: 409, the first entry not written either.
    expect((await k.call('PUT', '/api/v1/externalCodeMaps/multi', { session: k.staff, body: [entry('PHD', 'P1'), entry('AA', 'A1')] })).body).toMatchObject({ statusCode: 409, messageKey: 'duplicate_entry' });
    // An old entry that does not exist: 404, the first edit rolled back.
    expect((await k.call('POST', '/api/v1/externalCodeMaps/multi', { session: k.staff, body: [{ old: entry('AA', 'A1'), new: entry('AA', 'A2') }, { old: entry('AA', 'nope'), new: entry('AA', 'A3') }] })).status).toBe(404);
    expect((await k.call('DELETE', '/api/v1/externalCodeMaps/multi', { session: k.staff, body: [entry('AA', 'A1'), entry('AA', 'gone')] })).status).toBe(404);
    expect((await k.call('PUT', '/api/v1/externalCodeMaps/multi', { session: k.staff, body: entry('AA', 'A9') })).body).toMatchObject({ statusCode: 400, messageKey: 'body_required' });
    expect((await k.call('PUT', '/api/v1/externalCodeMaps/multi', { session: k.staff, body: [{ category: 'a b', code: '', external_code: 'x', extra: 1 }] })).body).toMatchObject({
      statusCode: 400, details: { fields: { '[0].category': 'invalid_entry', '[0].code': 'required_field', '[0].extra': 'unknown_field' } },
    });
    expect(await snapshot()).toEqual(before);

    const upd = await k.call('POST', '/api/v1/externalCodeMaps/multi', { session: k.staff, body: [{ old: entry('AA', 'A1'), new: entry('AA', 'A2') }, { old: entry('MA', 'M1'), new: entry('PHD', 'M1') }] });
    expect(upd.status).toBe(200);
    expect((await list()).map((e: { code: string; external_code: string }) => `${e.code}:${e.external_code}`)).toEqual(['AA:A2', 'PHD:M1']);
    expect((await k.call('DELETE', '/api/v1/externalCodeMaps/multi', { session: k.staff, body: [entry('AA', 'A2'), entry('PHD', 'M1')] })).body).toEqual({ deleted: 2 });
    expect(await list()).toEqual([]);
  });

  it('keeps customers apart: another customer in the path or in an entry is 404, and nothing changes', async () => {
    await k.call('PUT', maps(), { session: k.staff, body: entry('GED', 'G1') });
    const before = await snapshot();
    expect((await k.call('GET', `${maps(GLOBEX)}?category=EDU_DEGREE`, { session: k.staff })).body).toMatchObject({ statusCode: 404, messageKey: 'not_found' });
    expect((await k.call('GET', `${maps(GLOBEX)}/codeMapForEditor?category=EDU_DEGREE`, { session: k.staff })).status).toBe(404);
    expect((await k.call('PUT', maps(GLOBEX), { session: k.staff, body: entry('GED', 'G2') })).status).toBe(404);
    expect((await k.call('PUT', maps(), { session: k.staff, body: { customer_id: GLOBEX, ...entry('GED', 'G2') } })).status).toBe(404);
    expect((await k.call('POST', maps(), { session: k.staff, body: { old: entry('GED', 'G1'), new: { ...entry('GED', 'G3'), customer_id: GLOBEX } } })).status).toBe(404);
    expect((await k.call('DELETE', `${maps()}?customer_id=${GLOBEX}&category=EDU_DEGREE&code=GED&external_code=G1`, { session: k.staff })).status).toBe(404);
    // The other customer's staff do not see or reach acme's entry.
    expect((await k.call('GET', `${maps()}?category=EDU_DEGREE`, { session: k.globexStaff })).status).toBe(404);
    expect(await k.call('GET', `${maps(GLOBEX)}?category=EDU_DEGREE`, { session: k.globexStaff })).toMatchObject({ status: 200, body: [] });
    expect((await k.call('DELETE', '/api/v1/externalCodeMaps/multi', { session: k.globexStaff, body: [entry('GED', 'G1')] })).status).toBe(404);
    expect((await k.call('POST', '/api/v1/externalCodeMaps/multi', { session: k.globexStaff, body: [{ old: entry('GED', 'G1'), new: entry('GED', 'G4') }] })).status).toBe(404);
    expect((await k.call('GET', `${maps()}`, { session: k.staff })).body).toMatchObject({ statusCode: 400, details: { fields: { category: 'required_field' } } });
    expect((await k.call('DELETE', `${maps()}?category=EDU_DEGREE&code=GED`, { session: k.staff })).body).toMatchObject({ statusCode: 400, details: { fields: { external_code: 'required_field' } } });
    expect(await snapshot()).toEqual(before);
  });

  it('edits code values: categories, the full list, add, update, delete (with the code\'s maps)', async () => {
    expect((await k.call('GET', `${values()}/categories`, { session: viewer })).body).toEqual(expect.arrayContaining(['EDU_DEGREE', 'EDU_MAJOR']));
    const added = await k.call('POST', values(), { session: k.staff, body: { category: 'UNIFORM_FIT', code: 'M', value: 'Medium', sort_order: 2 } });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ category: 'UNIFORM_FIT', code: 'M', value: 'Medium', sort_order: 2, is_default: false, active: true });
    await k.call('POST', values(), { session: k.staff, body: { category: 'UNIFORM_FIT', code: 'S', value: 'Small', sort_order: 1 } });
    expect((await k.call('POST', values(), { session: k.staff, body: { category: 'UNIFORM_FIT', code: 'M', value: 'Again' } })).body).toMatchObject({ statusCode: 409, messageKey: 'duplicate_entry' });
    const id = added.body.id as number;
    const upd = await k.call('PUT', `${values()}/${id}`, { session: k.staff, body: { value: 'Medium (M)', active: false } });
    expect(upd.body).toMatchObject({ id, code: 'M', value: 'Medium (M)', active: false });
    expect((await k.call('GET', `${values()}?category=UNIFORM_FIT`, { session: viewer })).body.map((v: { code: string; active: boolean }) => [v.code, v.active])).toEqual([['S', true], ['M', false]]);
    // The applicant's lookup answers active values only.
    expect((await k.call('GET', `${values()}/getCodeValuesForCategory?category=UNIFORM_FIT`, { session: k.adaSession })).body.map((v: { code: string }) => v.code)).toEqual(['S']);

    await k.call('PUT', maps(), { session: k.staff, body: entry('M', 'MED', 'UNIFORM_FIT') });
    const del = await k.call('DELETE', `${values()}/${id}`, { session: k.staff });
    expect(del.body).toEqual({ deleted: 1, maps_deleted: 1 });
    expect(await list('UNIFORM_FIT')).toEqual([]);
    expect(await k.ds.query("SELECT action FROM audit_log WHERE entity = 'code_value' AND entity_id = ? ORDER BY id", [String(id)])).toEqual([{ action: 'create' }, { action: 'update' }, { action: 'delete' }]);

    const before = await snapshot();
    const other = (await k.call('GET', `${values(GLOBEX)}?category=EDU_DEGREE`, { session: k.globexStaff })).body[0].id as number;
    expect((await k.call('PUT', `${values()}/${other}`, { session: k.staff, body: { value: 'x' } })).status).toBe(404);
    expect((await k.call('DELETE', `${values()}/${other}`, { session: k.staff })).status).toBe(404);
    expect((await k.call('POST', values(GLOBEX), { session: k.staff, body: { category: 'X', code: 'Y', value: 'Z' } })).status).toBe(404);
    expect((await k.call('PUT', `${values()}/${other}`, { session: k.staff, body: {} })).status).toBe(400);
    expect((await k.call('POST', values(), { session: k.staff, body: { category: 'X', code: 'Y' } })).body).toMatchObject({ statusCode: 400, details: { fields: { value: 'required_field' } } });
    expect(await snapshot()).toEqual(before);
  });

  it('lets a role without content.manage read but refuses each write (403), changing nothing', async () => {
    await k.call('PUT', maps(), { session: k.staff, body: entry('MA', 'MX') });
    const valueId = (await k.call('GET', `${values()}?category=EDU_DEGREE`, { session: viewer })).body[0].id as number;
    const before = await snapshot();
    const writes = [
      await k.call('PUT', maps(), { session: viewer, body: entry('MA', 'MY') }),
      await k.call('POST', maps(), { session: viewer, body: { old: entry('MA', 'MX'), new: entry('MA', 'MZ') } }),
      await k.call('DELETE', `${maps()}?category=EDU_DEGREE&code=MA&external_code=MX`, { session: viewer }),
      await k.call('PUT', '/api/v1/externalCodeMaps/multi', { session: viewer, body: [entry('MA', 'MY')] }),
      await k.call('POST', '/api/v1/externalCodeMaps/multi', { session: viewer, body: [{ old: entry('MA', 'MX'), new: entry('MA', 'MZ') }] }),
      await k.call('DELETE', '/api/v1/externalCodeMaps/multi', { session: viewer, body: [entry('MA', 'MX')] }),
      await k.call('POST', values(), { session: viewer, body: { category: 'X', code: 'Y', value: 'Z' } }),
      await k.call('PUT', `${values()}/${valueId}`, { session: viewer, body: { value: 'x' } }),
      await k.call('DELETE', `${values()}/${valueId}`, { session: viewer }),
    ];
    expect(writes.map((r) => [r.status, r.body.messageKey])).toEqual(Array(9).fill([403, 'permission_denied']));
    expect((await k.call('GET', `${maps()}?category=EDU_DEGREE`, { session: k.adaSession })).status).toBe(403);
    expect((await k.call('GET', `${maps()}?category=EDU_DEGREE`)).status).toBe(401);
    expect(await snapshot()).toEqual(before);
  });
});
