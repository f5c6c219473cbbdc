import { EntityManagerConfigEntity } from '../entity-manager/entity-manager-config.entity';
import { ACME, countRows, GLOBEX, insertApplicant, sessionFor, startEdocs, workHistoryConfig, type EdocsTestKit } from '@attest/edocs/testing';

describe('entity records and their custom field values', () => {
  let k: EdocsTestKit;
  let didYouEnjoyId: number;
  beforeAll(async () => {
    k = await startEdocs();
    // The demo keeps work history in its own table; a customer may still configure the generic store for it,
    // which is what these tests exercise (custom field values then belong to generic records).
    for (const customerId of [ACME, GLOBEX]) {
      await k.ds.getRepository(EntityManagerConfigEntity).update(
        { customer_id: customerId, entity_type: 'work_history' },
        { config: JSON.stringify({ ...workHistoryConfig, getEntitiesFunction: 'entities', saveEntitiesFunction: 'entities' }) },
      );
    }
  }, 60_000);
  afterAll(async () => k.t.close());

  const entitiesUrl = (applicantId: number, type = 'work_history', customerId = ACME) => `/api/v2/customers/${customerId}/applicants/${applicantId}/entities/${type}`;
  const valuesUrl = (entityId: number, customerId = ACME) => `/api/v2/customers/${customerId}/entitycustomfield/value/${entityId}`;

  it('lists custom field definitions of a type with entity_type', async () => {
    const res = await k.call('GET', `/api/v2/customers/${ACME}/entitycustomfield/definitions?entityType=work_history`, { session: k.adaSession });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([expect.objectContaining({ entity_type: 'work_history', name: 'did_you_enjoy', datatype_id: 2, required: true, desc: 'Did you enjoy working there?' })]);
    didYouEnjoyId = res.body[0].entity_custom_field_id;
    const missing = await k.call('GET', `/api/v2/customers/${ACME}/entitycustomfield/definitions`, { session: k.adaSession });
    expect(missing.body).toMatchObject({ statusCode: 400, details: { fields: { entityType: 'required_field' } } });
  });

  it('saves new records with custom fields, answers them under the configured id name, edits and soft-deletes', async () => {
    const created = await k.call('POST', entitiesUrl(k.ada.applicant_id), {
      session: k.adaSession,
      body: [
        { temp_id: 1700000000000, employer: 'Acme Mills', title: 'Operator', start_date: '2020-01-01', end_date: '2022-06-30', active: 1, needsReview: false, custom_fields: [{ entity_custom_field_id: didYouEnjoyId, entity_type: 'work_history', value: '1' }] },
        { temp_id: 1700000000001, employer: 'Bolt Co', title: 'Welder', start_date: '2022-07-01', end_date: null, active: 1 },
      ],
    });
    expect(created.status).toBe(200);
    expect(created.body).toHaveLength(2);
    const [mills, bolt] = created.body;
    expect(mills).toMatchObject({ employer: 'Acme Mills', title: 'Operator', applicant_id: k.ada.applicant_id, active: 1, start_date: '2020-01-01', end_date: '2022-06-30' });
    expect(mills.work_history_id).toEqual(mills.temp_id);
    expect(mills).not.toHaveProperty('needsReview');
    expect(mills.custom_fields).toEqual([expect.objectContaining({ entity_custom_field_id: didYouEnjoyId, entity_id: mills.work_history_id, value: '1', entity_type: 'work_history' })]);
    expect(bolt.custom_fields[0]).toMatchObject({ value: null, id: null });

    const edited = await k.call('POST', entitiesUrl(k.ada.applicant_id), {
      session: k.adaSession,
      body: [{ ...bolt, title: 'Senior welder', custom_fields: [{ ...bolt.custom_fields[0], value: '1' }] }, { ...mills, active: 0 }],
    });
    expect(edited.body.map((r: { title: string }) => r.title)).toEqual(['Senior welder']);
    expect(edited.body[0].custom_fields[0]).toMatchObject({ value: '1' });
    const missingRequired = await k.call('POST', entitiesUrl(k.ada.applicant_id), { session: k.adaSession, body: [bolt] });
    expect(missingRequired.body).toMatchObject({ statusCode: 400, details: { fields: { '[0].custom_fields[0].value': 'required_field' } } });
    const listed = await k.call('GET', entitiesUrl(k.ada.applicant_id), { session: k.staff });
    expect(listed.body).toEqual(edited.body);
    const [raw] = (await k.ds.query('SELECT active FROM apl_entity_records WHERE id = ?', [mills.work_history_id])) as { active: number }[];
    expect(Number(raw.active)).toBe(0);
  });

  it('reads and writes custom field values of an entity the caller owns', async () => {
    const [bolt] = (await k.call('GET', entitiesUrl(k.ada.applicant_id), { session: k.adaSession })).body;
    const id = bolt.work_history_id;
    const saved = await k.call('POST', valuesUrl(id), { session: k.adaSession, body: [{ entity_custom_field_id: didYouEnjoyId, entity_type: 'work_history', value: 0, name: 'ignored' }] });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual([expect.objectContaining({ entity_id: id, value: '0', name: 'did_you_enjoy', order: 1, visible_to_applicant: true })]);
    const read = await k.call('GET', `${valuesUrl(id)}?entityType=work_history`, { session: k.staff });
    expect(read.body).toEqual(saved.body);
  });

  it('refuses bad input with field errors and stores nothing', async () => {
    const [bolt] = (await k.call('GET', entitiesUrl(k.ada.applicant_id), { session: k.adaSession })).body;
    const records = await countRows(k.ds, 'apl_entity_records');
    const values = await countRows(k.ds, 'apl_entity_custom_field_values');
    const attempts = [
      await k.call('POST', entitiesUrl(k.ada.applicant_id), { session: k.adaSession, body: { employer: 'not a list' } }),
      await k.call('POST', entitiesUrl(k.ada.applicant_id), { session: k.adaSession, body: [{ employer: 'X', start_date: '01/02/2020' }] }),
      await k.call('POST', entitiesUrl(k.ada.applicant_id), {
        session: k.adaSession,
        body: [{ employer: 'New', title: 'T' }, { employer: 'Y', custom_fields: [{ entity_custom_field_id: didYouEnjoyId, entity_type: 'work_history', value: 'lots' }] }],
      }),
      await k.call('POST', valuesUrl(bolt.work_history_id), { session: k.adaSession, body: [{ entity_custom_field_id: 999999, entity_type: 'work_history', value: '1' }] }),
      await k.call('POST', valuesUrl(bolt.work_history_id), { session: k.adaSession, body: [{ entity_custom_field_id: didYouEnjoyId, entity_type: 'work_history', value: '' }] }),
      await k.call('POST', valuesUrl(bolt.work_history_id), { session: k.adaSession, body: { value: 1 } }),
    ];
    expect(attempts.map((a) => [a.status, a.body.messageKey])).toEqual([
      [400, 'validation_failed'],
      [400, 'validation_failed'],
      [400, 'validation_failed'],
      [400, 'validation_failed'],
      [400, 'validation_failed'],
      [400, 'body_required'],
    ]);
    expect(attempts[1].body.details.fields).toEqual({ '[0].start_date': 'es_date' });
    expect(attempts[2].body.details.fields).toEqual({ '[1].custom_fields[0].value': 'number_validator' });
    expect(attempts[3].body.details.fields).toEqual({ '[0].entity_custom_field_id': 'unknown_field' });
    expect(attempts[4].body.details.fields).toEqual({ '[0].value': 'required_field' });
    expect(await countRows(k.ds, 'apl_entity_records')).toBe(records);
    expect(await countRows(k.ds, 'apl_entity_custom_field_values')).toBe(values);
  });

  it("never reaches another applicant's or another customer's records", async () => {
    const [bolt] = (await k.call('GET', entitiesUrl(k.ada.applicant_id), { session: k.adaSession })).body;
    const eveSession = await sessionFor(k.t.app, 'applicant', k.eve.applicant_id, GLOBEX);
    const [eveRecord] = (await k.call('POST', entitiesUrl(k.eve.applicant_id, 'work_history', GLOBEX), { session: eveSession, body: [{ employer: 'Globex', title: 'Secret' }] })).body;
    const misses = [
      await k.call('GET', entitiesUrl(k.ada.applicant_id), { session: k.bobSession }),
      await k.call('GET', entitiesUrl(k.eve.applicant_id), { session: k.staff }),
      await k.call('GET', entitiesUrl(k.eve.applicant_id, 'work_history', GLOBEX), { session: k.staff }),
      await k.call('POST', entitiesUrl(k.bob.applicant_id), { session: k.adaSession, body: [] }),
      await k.call('POST', entitiesUrl(k.ada.applicant_id), { session: k.adaSession, body: [{ work_history_id: eveRecord.work_history_id, employer: 'Pwned' }] }),
      await k.call('GET', `${valuesUrl(bolt.work_history_id)}?entityType=work_history`, { session: k.bobSession }),
      await k.call('GET', `${valuesUrl(eveRecord.work_history_id)}?entityType=work_history`, { session: k.staff }),
      await k.call('POST', valuesUrl(eveRecord.work_history_id), { session: k.staff, body: [{ entity_custom_field_id: didYouEnjoyId, entity_type: 'work_history', value: '1' }] }),
      await k.call('GET', entitiesUrl(k.ada.applicant_id, '1bad'), { session: k.staff }),
    ];
    expect(misses.map((m) => m.status)).toEqual(Array(misses.length).fill(404));
    const [raw] = (await k.ds.query('SELECT data FROM apl_entity_records WHERE id = ?', [eveRecord.work_history_id])) as { data: string }[];
    expect(JSON.parse(raw.data)).toEqual({ employer: 'Globex', title: 'Secret' });
  });

  it('lets staff keep records for an applicant of the customer', async () => {
    const cy = await insertApplicant(k.t.app, ACME, { first_name: 'Cy' });
    const res = await k.call('POST', entitiesUrl(cy.applicant_id, 'references'), { session: k.staff, body: [{ company: 'Ref Co', first_name: 'R' }] });
    expect(res.status).toBe(200);
    expect(res.body[0]).toMatchObject({ company: 'Ref Co', id: expect.any(Number), custom_fields: [] });
  });
});
