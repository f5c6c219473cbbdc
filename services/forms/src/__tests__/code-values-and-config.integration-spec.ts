import { ACME, countRows, GLOBEX, startEdocs, type EdocsTestKit } from '@attest/edocs/testing';

describe('code values and entity manager configuration', () => {
  let k: EdocsTestKit;
  beforeAll(async () => {
    k = await startEdocs();
  }, 60_000);
  afterAll(async () => k.t.close());

  const codesUrl = (customerId: number, category?: string) =>
    `/api/v2/customers/${customerId}/admcodevalue/getCodeValuesForCategory${category === undefined ? '' : `?category=${category}`}`;
  const configUrl = (customerId: number, type: string) => `/api/v2/customers/${customerId}/entitymanager/configs/${type}`;

  it('answers a category as FieldCode[] by sort_order, for applicants and staff', async () => {
    const res = await k.call('GET', codesUrl(ACME, 'EDU_DEGREE'), { session: k.adaSession });
    expect(res.status).toBe(200);
    expect(res.body.map((c: { code: string }) => c.code)).toEqual(['HS', 'GED', 'AA', 'BA', 'MA', 'PHD']);
    expect(res.body[0]).toEqual({ category: 'EDU_DEGREE', code: 'HS', value: 'High school diploma', sort_order: 1, is_default: false });
    expect((await k.call('GET', codesUrl(ACME, 'NO_SUCH'), { session: k.staff })).body).toEqual([]);
  });

  it('refuses a missing or malformed category and another customer in the path', async () => {
    expect((await k.call('GET', codesUrl(ACME), { session: k.staff })).body).toMatchObject({ statusCode: 400, messageKey: 'validation_failed', details: { fields: { category: 'required_field' } } });
    expect((await k.call('GET', codesUrl(ACME, 'a%20b'), { session: k.staff })).body).toMatchObject({ statusCode: 400, details: { fields: { category: 'invalid_entry' } } });
    expect((await k.call('GET', codesUrl(GLOBEX, 'EDU_DEGREE'), { session: k.staff })).body).toMatchObject({ statusCode: 404, messageKey: 'not_found' });
    expect((await k.call('GET', codesUrl(ACME, 'EDU_DEGREE'))).status).toBe(401);
  });

  it('answers the seeded work-history and education configurations and 404 for a type without one', async () => {
    const res = await k.call('GET', configUrl(ACME, 'work_history'), { session: k.adaSession });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ entityType: 'work_history', minEntities: 1, entityIdName: 'work_history_id', getEntitiesFunction: 'workHistory', saveEntitiesFunction: 'workHistory' });
    const names = res.body.formConfig.fields.map((f: { name: string; required: boolean }) => [f.name, f.required]);
    expect(names).toEqual(expect.arrayContaining([['employer', true], ['title', true], ['start_date', true], ['supervisor_phone', false], ['reason_for_leaving', false]]));
    const education = (await k.call('GET', configUrl(ACME, 'education'), { session: k.adaSession })).body;
    expect(education).toMatchObject({ entityType: 'education', entityIdName: 'education_id', getEntitiesFunction: 'education', saveEntitiesFunction: 'education', minEntities: 1 });
    const byName = new Map(education.formConfig.fields.map((f: { name: string }) => [f.name, f]));
    expect(byName.get('degree')).toMatchObject({ datatype_id: 7, codes: expect.arrayContaining([expect.objectContaining({ category: 'EDU_DEGREE', code: 'BA' })]) });
    expect(byName.get('major')).toMatchObject({ datatype_id: 7, codes: expect.arrayContaining([expect.objectContaining({ category: 'EDU_MAJOR', code: 'CS' })]) });
    expect(byName.get('state')).toMatchObject({ datatype_id: 27 });
    const majors = await k.call('GET', codesUrl(ACME, 'EDU_MAJOR'), { session: k.adaSession });
    expect(majors.body.map((c: { code: string }) => c.code)).toEqual((byName.get('major') as { codes: { code: string }[] }).codes.map((c) => c.code));
    expect((await k.call('GET', configUrl(ACME, 'references'), { session: k.staff })).body).toMatchObject({ statusCode: 404, messageKey: 'not_found' });
    expect((await k.call('GET', configUrl(GLOBEX, 'work_history'), { session: k.staff })).status).toBe(404);
  });

  it('lets staff save a configuration and refuses one missing a required key, storing nothing', async () => {
    const base = (await k.call('GET', configUrl(ACME, 'work_history'), { session: k.staff })).body;
    const before = await countRows(k.ds, 'cst_entity_manager_configs');
    const { tableConfig: _t, ...missing } = base;
    const bad = await k.call('PUT', configUrl(ACME, 'references'), { session: k.staff, body: { ...missing, entityIdName: '' } });
    expect(bad.body).toMatchObject({ statusCode: 400, messageKey: 'invalid_entry', details: { fields: { tableConfig: 'required_field', entityIdName: 'required_field' } } });
    expect(await countRows(k.ds, 'cst_entity_manager_configs')).toBe(before);

    const saved = await k.call('PUT', configUrl(ACME, 'references'), { session: k.staff, body: { ...base, entityType: 'ignored', entityIdName: 'ref_id', maxEntities: 3 } });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ entityType: 'references', entityIdName: 'ref_id', maxEntities: 3 });
    expect((await k.call('GET', configUrl(ACME, 'references'), { session: k.adaSession })).body).toMatchObject({ entityType: 'references', maxEntities: 3 });
    // The other customer has no configuration of that type, and cannot see this one.
    expect((await k.call('GET', configUrl(GLOBEX, 'references'), { session: k.globexStaff })).status).toBe(404);
  });

  it('refuses a configuration change from an applicant', async () => {
    const res = await k.call('PUT', configUrl(ACME, 'work_history'), { session: k.adaSession, body: { entityIdName: 'x' } });
    expect(res.body).toMatchObject({ statusCode: 403, messageKey: 'forbidden_party' });
  });
});
