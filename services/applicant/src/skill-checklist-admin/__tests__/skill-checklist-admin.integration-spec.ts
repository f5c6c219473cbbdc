import { Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { SEEDED_ROLE_IDS } from '@attest/contracts';
import { formsDataParts, JobCategoryEntity } from '@attest/forms';
import { CustomersService, IdentityModule, identityDataParts } from '@attest/identity';
import { PlatformModule, type AppConfig } from '@attest/platform';
import { client, grantRole, pdfText, startTestApp, type Session, type TestApp } from '@attest/platform/testing';
import { applicantDataParts } from '../../applicant-data';
import { ApplicantPropEntity, type ApplicantEntity } from '../../applicant-record/entities';
import { insertApplicant, sessionFor } from '../../__tests__/applicant-fixtures';
import { SkillChecklistsModule } from '../../skill-checklists/skill-checklists.module';
import { SkillChecklistAdminModule } from '../skill-checklist-admin.module';

function moduleFor(config: AppConfig) {
  @Module({ imports: [PlatformModule.forRoot(config, [applicantDataParts, formsDataParts, identityDataParts]), IdentityModule, SkillChecklistsModule, SkillChecklistAdminModule] })
  class TestModule {}
  return TestModule;
}

const APPLICANT_BASE = '/api/v1/ApplicantSkillChecklist';

/** The skills checklists manager (staff-side §2, issue 16): every path; owner, another customer, roles; and what applicants get. */
describe('skills checklists manager: /api/v2/customers/{c}/admskillchecklist', () => {
  let t: TestApp;
  let call: ReturnType<typeof client>;
  let ds: DataSource;
  let acme: number;
  let globex: number;
  let west: number;
  let east: number;
  let globexLocation: number;
  let nurse: number;
  let welder: number;
  let globexCategory: number;
  let admin: Session;
  let viewer: Session;
  let compliance: Session;
  let globexAdmin: Session;

  const base = (c = acme) => `/api/v2/customers/${c}/admskillchecklist`;
  const snapshot = async () => ({
    defs: await ds.query('SELECT checklist_id, name, description, auto_assign, active, scale FROM skill_checklists ORDER BY checklist_id'),
    items: await ds.query('SELECT item_id, checklist_id, section, skill, sort_order FROM skill_checklist_items ORDER BY item_id'),
    targets: await ds.query('SELECT checklist_id, kind, target_id FROM skill_checklist_assignments ORDER BY id'),
    assigned: await ds.query('SELECT id, state, answers FROM applicant_skill_checklists ORDER BY id'),
    audit: Number(((await ds.query('SELECT COUNT(*) AS n FROM audit_log')) as { n: number }[])[0].n),
  });
  const body = (over: Record<string, unknown> = {}) => ({
    name: 'Nursing skills',
    description: 'Rate each skill.',
    categories: [
      { name: 'Clinical', items: [{ skill: 'IV insertion' }, { skill: 'Wound care' }] },
      { name: 'Charting', items: [{ skill: 'Epic' }] },
    ],
    scale: ['Never', 'Learning', 'Independent', 'Teach others'],
    auto_assign: true,
    job_category_ids: [nurse],
    location_ids: [west],
    ...over,
  });
  const applicant = async (name: string, locationId: number | null, categoryId: number | null): Promise<{ a: ApplicantEntity; s: Session }> => {
    const a = await insertApplicant(t.app, acme, { first_name: name, last_name: 'Tester', location_id: locationId });
    if (categoryId) {
      await ds.getRepository(ApplicantPropEntity).insert({ applicant_id: a.applicant_id, customer_id: acme, code: 'selected_categories', state: '', value: String(categoryId) });
    }
    return { a, s: await sessionFor(t.app, 'applicant', a.applicant_id, acme) };
  };
  const names = async (s: Session) => ((await call('GET', APPLICANT_BASE, { session: s })).body as { name: string }[]).map((c) => c.name);

  beforeAll(async () => {
    t = await startTestApp(moduleFor);
    call = client(t.baseUrl);
    ds = t.app.get(DataSource);
    const customers = t.app.get(CustomersService);
    acme = (await customers.createCustomer({ code: 'acme', name: 'Acme', locations: [{ code: 'west', name: 'West' }, { code: 'east', name: 'East' }] })).id;
    globex = (await customers.createCustomer({ code: 'globex', name: 'Globex', locations: [{ code: 'north', name: 'North' }] })).id;
    const acmeLocations = (await customers.context('acme')).locations;
    west = acmeLocations.find((l) => l.location_code === 'west')!.location_id;
    east = acmeLocations.find((l) => l.location_code === 'east')!.location_id;
    globexLocation = (await customers.context('globex')).locations[0].location_id;
    const cats = ds.getRepository(JobCategoryEntity);
    nurse = (await cats.save({ customer_id: acme, name: 'Nursing', sort_order: 1, active: 1 })).category_id;
    welder = (await cats.save({ customer_id: acme, name: 'Welding', sort_order: 2, active: 1 })).category_id;
    globexCategory = (await cats.save({ customer_id: globex, name: 'Nursing', sort_order: 1, active: 1 })).category_id;
    admin = await sessionFor(t.app, 'user', 900, acme);
    await grantRole(t.app, 901, acme, SEEDED_ROLE_IDS.VIEWER);
    viewer = await sessionFor(t.app, 'user', 901, acme, SEEDED_ROLE_IDS.VIEWER);
    await grantRole(t.app, 902, acme, SEEDED_ROLE_IDS.COMPLIANCE_OFFICER);
    compliance = await sessionFor(t.app, 'user', 902, acme, SEEDED_ROLE_IDS.COMPLIANCE_OFFICER);
    globexAdmin = await sessionFor(t.app, 'user', 903, globex);
  }, 240_000);
  afterAll(async () => t?.close());

  let checklistId: number;

  it('creates a checklist with categories, items, scale and assignments; reads it back; audits it', async () => {
    const res = await call('POST', base(), { session: admin, body: body() });
    expect(res.status).toBe(201);
    checklistId = res.body.checklist_id;
    expect(res.body).toMatchObject({
      name: 'Nursing skills', description: 'Rate each skill.', active: true, auto_assign: true, item_count: 3, assigned: 0, completed: 0,
      scale: ['Never', 'Learning', 'Independent', 'Teach others'], job_category_ids: [nurse], location_ids: [west],
    });
    expect(res.body.categories.map((c: { name: string; items: { skill: string }[] }) => [c.name, c.items.map((i) => i.skill)])).toEqual([['Clinical', ['IV insertion', 'Wound care']], ['Charting', ['Epic']]]);
    expect((await call('GET', `${base()}/${checklistId}`, { session: viewer })).body).toEqual(res.body);
    const list = await call('GET', base(), { session: viewer });
    expect(list.body).toEqual([expect.objectContaining({ checklist_id: checklistId, name: 'Nursing skills', item_count: 3 })]);
    const [audit] = await ds.query("SELECT actor_id, action FROM audit_log WHERE entity = 'skill_checklist_definition' AND entity_id = ?", [String(checklistId)]);
    expect(audit).toMatchObject({ actor_id: 900, action: 'create' });
  });

  it('refuses bad input, another customer\'s job category or location, a duplicate name and roles without content.manage, writing nothing', async () => {
    const before = await snapshot();
    const bad = await call('POST', base(), { session: admin, body: body({ name: '', categories: [{ name: 'A', items: [] }], scale: ['one', 'two'], job_category_ids: ['x'], extra: 1 }) });
    expect(bad.body).toMatchObject({
      statusCode: 400, messageKey: 'validation_failed',
      details: { fields: { name: 'required_field', 'categories.0.items': 'required_field', scale: 'scale_levels', job_category_ids: 'invalid_entry', extra: 'unknown_field' } },
    });
    expect((await call('POST', base(), { session: admin, body: body({ name: 'Other', job_category_ids: [globexCategory] }) })).body).toMatchObject({ statusCode: 404, messageKey: 'job_category_not_found' });
    expect((await call('POST', base(), { session: admin, body: body({ name: 'Other', location_ids: [globexLocation] }) })).body).toMatchObject({ statusCode: 404, messageKey: 'location_not_found' });
    expect((await call('POST', base(), { session: admin, body: body() })).body).toMatchObject({ statusCode: 409, messageKey: 'duplicate_entry' });
    expect((await call('POST', base(), { session: viewer, body: body({ name: 'Viewer made' }) })).body).toMatchObject({ statusCode: 403, messageKey: 'permission_denied' });
    expect((await call('PUT', `${base()}/${checklistId}`, { session: viewer, body: body() })).status).toBe(403);
    expect((await call('PUT', `${base()}/${checklistId}/active`, { session: viewer, body: { active: false } })).status).toBe(403);
    expect((await call('PUT', `${base()}/${checklistId}/active`, { session: admin, body: { active: 'no' } })).status).toBe(400);
    for (const path of [base(), `${base()}/${checklistId}`, `${base()}/${checklistId}/applicants`]) {
      expect((await call('GET', path, { session: compliance })).body).toMatchObject({ statusCode: 403, messageKey: 'permission_denied' });
    }
    expect(await snapshot()).toEqual(before);
  });

  it('gives the checklist to applicants of its job category and location only; deactivated, to nobody new', async () => {
    const match = await applicant('Match', west, nurse);
    const wrongCategory = await applicant('Welder', west, welder);
    const wrongPlace = await applicant('Eastern', east, nurse);
    const none = await applicant('Nobody', null, null);
    expect(await names(match.s)).toEqual(['Nursing skills']);
    expect(await names(wrongCategory.s)).toEqual([]);
    expect(await names(wrongPlace.s)).toEqual([]);
    expect(await names(none.s)).toEqual([]);
    // Another checklist for every applicant (no targets), as the demo's warehouse checklist.
    const everyone = (await call('POST', base(), { session: admin, body: body({ name: 'Everyone', job_category_ids: [], location_ids: [], scale: null }) })).body;
    expect(everyone.scale).toBeNull();
    expect(await names(none.s)).toEqual(['Everyone']);
    // Not auto-assigned: nobody gets it by themselves.
    await call('POST', base(), { session: admin, body: body({ name: 'Manual', auto_assign: false, job_category_ids: [], location_ids: [] }) });
    // Deactivated: a new matching applicant does not get it; one who has it keeps it.
    const off = await call('PUT', `${base()}/${checklistId}/active`, { session: admin, body: { active: false } });
    expect(off.body).toMatchObject({ active: false });
    const [audit] = await ds.query("SELECT action, changes FROM audit_log WHERE entity = 'skill_checklist_definition' AND action = 'deactivate'");
    expect(JSON.parse(audit.changes)).toEqual({ active: { from: true, to: false } });
    const late = await applicant('Late', west, nurse);
    expect(await names(late.s)).toEqual(['Everyone']);
    expect(await names(match.s)).toEqual(['Nursing skills', 'Everyone']);
    await call('PUT', `${base()}/${checklistId}/active`, { session: admin, body: { active: true } });
    // Retargeted to east: the eastern nurse gets it now.
    const cur = (await call('GET', `${base()}/${checklistId}`, { session: admin })).body;
    const moved = await call('PUT', `${base()}/${checklistId}`, { session: admin, body: { ...body(), categories: cur.categories, location_ids: [east] } });
    expect(moved.body.location_ids).toEqual([east]);
    expect(await names(wrongPlace.s)).toEqual(['Nursing skills', 'Everyone']);
  });

  it('edits items keeping their ids and answers, refuses removing an item answered on a completed checklist, lists completed ones with their PDF', async () => {
    const { a, s } = await applicant('Finisher', east, nurse);
    const [own] = (await call('GET', APPLICANT_BASE, { session: s })).body as { id: number; name: string }[];
    const opened = (await call('GET', `${APPLICANT_BASE}/${own.id}`, { session: s })).body;
    const answers = Object.fromEntries(opened.items.map((i: { item_id: string }, n: number) => [i.item_id, n === 0 ? 4 : 2]));
    const done = await call('PUT', `${APPLICANT_BASE}/${own.id}`, { session: s, body: { answers, action: 'complete', signature: 'Fin Isher' } });
    expect(done.body.state).toBe('COMPLETED');
    // Someone else only started it, answering every item.
    const starter = await applicant('Starter', east, nurse);
    const [theirs] = (await call('GET', APPLICANT_BASE, { session: starter.s })).body as { id: number }[];
    await call('GET', `${APPLICANT_BASE}/${theirs.id}`, { session: starter.s });
    await call('PUT', `${APPLICANT_BASE}/${theirs.id}`, { session: starter.s, body: { answers, action: 'save' } });

    const cur = (await call('GET', `${base()}/${checklistId}`, { session: admin })).body;
    const [iv, wound] = cur.categories[0].items as { item_id: number }[];
    const epic = cur.categories[1].items[0] as { item_id: number };
    const before = await snapshot();
    const removeAnswered = await call('PUT', `${base()}/${checklistId}`, { session: admin, body: { ...body(), location_ids: [east], categories: [{ name: 'Clinical', items: [iv] }, { name: 'Charting', items: [epic] }] } });
    expect(removeAnswered.body).toMatchObject({ statusCode: 409, messageKey: 'checklist_item_answered', details: { item_ids: [wound.item_id] } });
    const foreignItem = await call('PUT', `${base()}/${checklistId}`, { session: admin, body: { ...body(), categories: [{ name: 'Clinical', items: [{ item_id: 999999, skill: 'x' }] }] } });
    expect(foreignItem.body).toMatchObject({ statusCode: 400, details: { fields: { 'categories.0.items.0.item_id': 'invalid_entry' } } });
    expect(await snapshot()).toEqual(before);

    // Renaming a category and a skill and adding one keeps the ids, so the answers stay.
    const edited = await call('PUT', `${base()}/${checklistId}`, {
      session: admin,
      body: { ...body(), location_ids: [east], categories: [{ name: 'Clinical care', items: [{ item_id: iv.item_id, skill: 'IV start' }, wound, { skill: 'Triage' }] }, { name: 'Charting', items: [epic] }] },
    });
    expect(edited.status).toBe(200);
    const items = edited.body.categories.flatMap((c: { items: { item_id: number; skill: string }[] }) => c.items);
    expect(items.slice(0, 2).map((i: { item_id: number }) => i.item_id)).toEqual([iv.item_id, wound.item_id]);
    expect(items.map((i: { skill: string }) => i.skill)).toEqual(['IV start', 'Wound care', 'Triage', 'Epic']);
    const [update] = await ds.query("SELECT changes FROM audit_log WHERE entity = 'skill_checklist_definition' AND action = 'update' ORDER BY id DESC LIMIT 1");
    expect(Object.keys(JSON.parse(update.changes))).toEqual(['categories']);

    const all = await call('GET', `${base()}/${checklistId}/applicants`, { session: viewer });
    expect(all.status).toBe(200);
    const completed = await call('GET', `${base()}/${checklistId}/applicants?state=COMPLETED`, { session: viewer });
    expect(completed.body).toEqual([{ id: own.id, applicant_id: a.applicant_id, applicant_name: 'Finisher Tester', state: 'COMPLETED', assigned_date: expect.any(String), completed_date: expect.any(String), has_pdf: false }]);
    expect(all.body.map((r: { applicant_name: string }) => r.applicant_name)).toEqual(expect.arrayContaining(['Finisher Tester', 'Starter Tester']));
    expect((await call('GET', `${base()}/${checklistId}/applicants?state=DONE`, { session: viewer })).status).toBe(400);

    const pdf = await fetch(`${t.baseUrl}${base()}/assigned/${own.id}/pdf`, { headers: { authorization: `Basic ${viewer.token}`, 'x-requested-by-party': 'user' } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const text = pdfText(new Uint8Array(await pdf.arrayBuffer()));
    expect(text).toContain('Nursing skills');
    expect(text).toContain('Teach others'); // the checklist's own label of level 4
    expect(text).toContain('Finisher Tester');
    // Not completed: 404.
    expect((await call('GET', `${base()}/assigned/${theirs.id}/pdf`, { session: viewer })).body).toMatchObject({ statusCode: 404, messageKey: 'checklist_not_completed' });
  });

  it("answers 404 for another customer's checklist on every path and changes nothing", async () => {
    const before = await snapshot();
    const [assigned] = await ds.query("SELECT id FROM applicant_skill_checklists WHERE state = 'COMPLETED'");
    for (const path of [`${base(globex)}/${checklistId}`, `${base(globex)}/${checklistId}/applicants`, `${base(globex)}/assigned/${assigned.id}/pdf`]) {
      expect((await call('GET', path, { session: globexAdmin })).body).toMatchObject({ statusCode: 404 });
    }
    expect((await call('PUT', `${base(globex)}/${checklistId}`, { session: globexAdmin, body: body({ job_category_ids: [], location_ids: [] }) })).body).toMatchObject({ statusCode: 404 });
    expect((await call('PUT', `${base(globex)}/${checklistId}/active`, { session: globexAdmin, body: { active: false } })).body).toMatchObject({ statusCode: 404 });
    expect((await call('GET', base(globex), { session: globexAdmin })).body).toEqual([]);
    // Acme's path with a Globex token: 404 too.
    expect((await call('GET', `${base()}/${checklistId}`, { session: globexAdmin })).status).toBe(404);
    expect((await call('POST', base(), { session: globexAdmin, body: body({ name: 'Sneaky', job_category_ids: [], location_ids: [] }) })).status).toBe(404);
    expect(await snapshot()).toEqual(before);
  });
});
