import { DATATYPE, type EntityManagerConfig } from '@attest/contracts';
import { CustomerConfigService } from '@attest/platform';
import { EntityManagerConfigEntity } from '@attest/forms';
import { ACME, countRows, GLOBEX, insertApplicant, sessionFor, startEdocs, configField, workHistoryConfig, type EdocsTestKit } from '@attest/edocs/testing';

/**
 * The spec's sample custom work-history layout (employer, title, custom_fields->did_you_enjoy, dates) saved
 * with "Save all": these tests exercise the table's mechanics under it. The demo's own form is
 * seeded-work-history.integration-spec.ts.
 */
const specSampleConfig: EntityManagerConfig = {
  ...workHistoryConfig,
  formConfig: {
    fields: [
      configField(1, 'employer', DATATYPE.TEXT, 'company', 'Company', true, 10),
      configField(2, 'title', DATATYPE.TEXT, 'job position title', 'Job title', true, 20),
      configField(3, 'custom_fields->did_you_enjoy', DATATYPE.INTEGER, 'Did you enjoy working there?', 'Did you enjoy working there?', true, 30),
      configField(4, 'start_date', DATATYPE.DATE, 'start_date', 'Start date', false, 40),
      configField(5, 'end_date', DATATYPE.DATE, 'end_date', 'End date', false, 50),
    ],
    layout: null,
  },
  reviewLogic: { requiredFields: ['employer', 'title'] },
  saveOnConfirm: false,
};

describe('work history (entity manager workHistory functions)', () => {
  let k: EdocsTestKit;
  let enjoyId: number;
  beforeAll(async () => {
    k = await startEdocs();
    for (const customerId of [ACME, GLOBEX]) {
      await k.ds.getRepository(EntityManagerConfigEntity).update({ customer_id: customerId, entity_type: 'work_history' }, { config: JSON.stringify(specSampleConfig) });
    }
    enjoyId = (await k.call('GET', `/api/v2/customers/${ACME}/entitycustomfield/definitions?entityType=work_history`, { session: k.staff })).body[0].entity_custom_field_id;
  }, 60_000);
  afterAll(async () => k.t.close());

  const url = (applicantId: number, customerId = ACME) => `/api/v2/customers/${customerId}/applicants/${applicantId}/workHistory`;
  const enjoy = (value: string | null) => [{ entity_custom_field_id: enjoyId, entity_type: 'work_history', value }];
  const rows = async (applicantId: number) =>
    (await k.ds.query('SELECT work_history_id, employer, title, start_date, end_date, active, deleted FROM apl_work_history WHERE applicant_id = ? ORDER BY work_history_id', [applicantId])) as {
      work_history_id: number; employer: string; title: string; start_date: string; end_date: string; active: number; deleted: number;
    }[];

  it('starts empty, stores new records with every spec field and answers them as entity records', async () => {
    expect((await k.call('GET', url(k.ada.applicant_id), { session: k.adaSession })).body).toEqual([]);
    const res = await k.call('POST', url(k.ada.applicant_id), {
      session: k.adaSession,
      body: [
        {
          work_history_id: null, temp_id: 1700000000000, applicant_id: k.ada.applicant_id, active: 1, needsReview: false, entity_type: 'ignored',
          employer: ' Acme Mills ', city: 'Helena', state: 'MT', title: 'Operator', starting_wage: '15.50', hourly_wage: 18, supervisor: 'Sam Boss',
          supervisor_phone: '406-555-0101', contact_supervisor: true, start_date: '2020-01-01', end_date: '2022-06-30', current: 0, temp_job: '1',
          temp_agency: 'Temps Inc', num_temps: '3', desc: 'Ran the line', reason_for_leaving: 'Moved', custom_fields: enjoy('1'),
        },
        // End before start: the end is set to the start, as the client does.
        { temp_id: 1700000000001, employer: 'Bolt Co', title: 'Welder', start_date: '2023-05-01', end_date: '2023-01-01', custom_fields: enjoy('0') },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(2);
    const [mills, bolt] = res.body;
    expect(mills).toEqual({
      work_history_id: mills.temp_id, temp_id: mills.temp_id, applicant_id: k.ada.applicant_id, active: 1,
      employer: 'Acme Mills', city: 'Helena', state: 'MT', title: 'Operator', starting_wage: '15.50', hourly_wage: '18', supervisor: 'Sam Boss',
      supervisor_phone: '406-555-0101', contact_supervisor: 1, start_date: '2020-01-01', end_date: '2022-06-30', current: 0, temp_job: 1,
      temp_agency: 'Temps Inc', num_temps: 3, desc: 'Ran the line', reason_for_leaving: 'Moved',
      custom_fields: [expect.objectContaining({ entity_custom_field_id: enjoyId, entity_id: mills.work_history_id, entity_type: 'work_history', name: 'did_you_enjoy', value: '1' })],
    });
    expect(bolt).toMatchObject({ employer: 'Bolt Co', start_date: '2023-05-01', end_date: '2023-05-01', city: null, custom_fields: [expect.objectContaining({ value: '0' })] });
    expect((await k.call('GET', url(k.ada.applicant_id), { session: k.staff })).body).toEqual(res.body);
  });

  it('edits only what is posted, and a removal sets deleted (active 0) and drops the record from the list', async () => {
    const [mills, bolt] = (await k.call('GET', url(k.ada.applicant_id), { session: k.adaSession })).body;
    const res = await k.call('POST', url(k.ada.applicant_id), {
      session: k.adaSession,
      body: [{ work_history_id: mills.work_history_id, title: 'Shift lead', end_date: '2019-01-01' }, { ...bolt, active: 0, employer: '' }],
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([{ ...mills, title: 'Shift lead', end_date: '2020-01-01' }]);
    const stored = await rows(k.ada.applicant_id);
    expect(stored.map((r) => [r.employer, Number(r.active), Number(r.deleted)])).toEqual([['Acme Mills', 1, 0], ['Bolt Co', 0, 1]]);
    // A removed record cannot be edited again.
    const again = await k.call('POST', url(k.ada.applicant_id), { session: k.adaSession, body: [{ work_history_id: bolt.work_history_id, title: 'Back' }] });
    expect(again.status).toBe(404);
  });

  it('refuses bad input with field errors and stores nothing', async () => {
    const [mills] = (await k.call('GET', url(k.ada.applicant_id), { session: k.adaSession })).body;
    const before = { records: await countRows(k.ds, 'apl_work_history'), values: await countRows(k.ds, 'apl_entity_custom_field_values'), rows: await rows(k.ada.applicant_id) };
    const post = (body: unknown) => k.call('POST', url(k.ada.applicant_id), { session: k.adaSession, body });
    const missing = await post([{ employer: '  ', start_date: '2020-01-01' }]);
    expect(missing.body).toMatchObject({
      statusCode: 400,
      messageKey: 'validation_failed',
      details: { fields: { '[0].employer': 'required_field', '[0].title': 'required_field', '[0].custom_fields->did_you_enjoy': 'required_field' } },
    });
    const shapes = await post([
      { work_history_id: mills.work_history_id, title: 'Renamed' }, // valid on its own: stored only if the whole save is
      {
        employer: 'E', title: 'T', custom_fields: enjoy('lots'), start_date: '01/02/2020', end_date: '2020-02-30', starting_wage: 'abc', hourly_wage: '12.345',
        contact_supervisor: 'maybe', num_temps: -1, supervisor: 'x'.repeat(256), active: 'yes',
      },
    ]);
    expect(shapes.body.details.fields).toEqual({
      '[1].start_date': 'es_date',
      '[1].end_date': 'es_date',
      '[1].starting_wage': 'number_validator',
      '[1].hourly_wage': 'number_validator',
      '[1].contact_supervisor': 'invalid_entry',
      '[1].num_temps': 'interger_validator',
      '[1].supervisor': 'es_max',
      '[1].active': 'invalid_entry',
      '[1].custom_fields[0].value': 'number_validator',
    });
    const customBad = await post([{ employer: 'E', title: 'T', custom_fields: enjoy('lots') }, { employer: 'F', title: 'U', custom_fields: [{ entity_custom_field_id: 999999, entity_type: 'work_history', value: '1' }] }]);
    expect(customBad.body.details.fields).toEqual({ '[0].custom_fields[0].value': 'number_validator', '[1].custom_fields[0].entity_custom_field_id': 'unknown_field', '[1].custom_fields->did_you_enjoy': 'required_field' });
    const notList = await post({ employer: 'not a list' });
    const duplicate = await post([{ work_history_id: mills.work_history_id, title: 'A' }, { work_history_id: mills.work_history_id, title: 'B' }]);
    expect([notList.status, notList.body.messageKey, duplicate.body.details.fields]).toEqual([400, 'validation_failed', { '[1].work_history_id': 'invalid_entry' }]);
    expect(await countRows(k.ds, 'apl_work_history')).toBe(before.records);
    expect(await countRows(k.ds, 'apl_entity_custom_field_values')).toBe(before.values);
    expect(await rows(k.ada.applicant_id)).toEqual(before.rows);
  });

  it('keeps at least num_work_history_required active records (default 1; 0 means none)', async () => {
    const config = k.t.app.get(CustomerConfigService);
    const [mills] = (await k.call('GET', url(k.ada.applicant_id), { session: k.adaSession })).body;
    const removeLast = () => k.call('POST', url(k.ada.applicant_id), { session: k.adaSession, body: [{ ...mills, active: 0 }] });
    expect((await removeLast()).body).toMatchObject({ statusCode: 400, messageKey: 'min_entities', details: { min: 1, active: 0 } });
    expect((await rows(k.ada.applicant_id))[0]).toMatchObject({ active: 1, deleted: 0 });

    const cy = await insertApplicant(k.t.app, ACME, { first_name: 'Cy' });
    const cySession = await sessionFor(k.t.app, 'applicant', cy.applicant_id, ACME);
    const one = [{ employer: 'Only', title: 'One', custom_fields: enjoy('1') }];
    await config.setForCustomer(ACME, 'num_work_history_required', '2');
    expect((await k.call('POST', url(cy.applicant_id), { session: cySession, body: one })).body).toMatchObject({ messageKey: 'min_entities', details: { min: 2, active: 1 } });
    expect(await rows(cy.applicant_id)).toEqual([]);
    const two = await k.call('POST', url(cy.applicant_id), { session: cySession, body: [...one, { employer: 'Second', title: 'Two', custom_fields: enjoy('0') }] });
    expect(two.status).toBe(200);

    await config.setForCustomer(ACME, 'num_work_history_required', '0');
    expect((await removeLast()).status).toBe(200);
    expect(await rows(k.ada.applicant_id)).toEqual([expect.objectContaining({ active: 0, deleted: 1 }), expect.objectContaining({ active: 0, deleted: 1 })]);
    await config.setForCustomer(ACME, 'num_work_history_required', '1');
  });

  it('holds the configured maximum; a saveOnConfirm manager may add below the minimum but not remove below it', async () => {
    const base = (await k.call('GET', `/api/v2/customers/${ACME}/entitymanager/configs/work_history`, { session: k.staff })).body;
    await k.call('PUT', `/api/v2/customers/${ACME}/entitymanager/configs/work_history`, { session: k.staff, body: { ...base, maxEntities: 2, saveOnConfirm: true } });
    const dee = await insertApplicant(k.t.app, ACME, { first_name: 'Dee' });
    const deeSession = await sessionFor(k.t.app, 'applicant', dee.applicant_id, ACME);
    const rec = (employer: string) => ({ employer, title: 'T', custom_fields: enjoy('1') });
    const three = await k.call('POST', url(dee.applicant_id), { session: deeSession, body: [rec('A'), rec('B'), rec('C')] });
    expect(three.body).toMatchObject({ statusCode: 400, messageKey: 'max_entities', details: { max: 2, active: 3 } });
    expect(await rows(dee.applicant_id)).toEqual([]);
    await k.t.app.get(CustomerConfigService).setForCustomer(ACME, 'num_work_history_required', '2');
    // saveOnConfirm saves one record at a time: the first of two required is accepted, and so is an edit of it.
    const [a] = (await k.call('POST', url(dee.applicant_id), { session: deeSession, body: [rec('A')] })).body;
    expect((await k.call('POST', url(dee.applicant_id), { session: deeSession, body: [{ ...a, title: 'Lead' }] })).body).toEqual([{ ...a, title: 'Lead' }]);
    // Removing it would leave fewer than the minimum: refused, still stored.
    const removed = await k.call('POST', url(dee.applicant_id), { session: deeSession, body: [{ ...a, active: 0 }] });
    expect(removed.body).toMatchObject({ statusCode: 400, messageKey: 'min_entities', details: { min: 2, active: 0 } });
    expect(await rows(dee.applicant_id)).toEqual([expect.objectContaining({ employer: 'A', active: 1, deleted: 0 })]);
    await k.t.app.get(CustomerConfigService).setForCustomer(ACME, 'num_work_history_required', '1');
    await k.call('PUT', `/api/v2/customers/${ACME}/entitymanager/configs/work_history`, { session: k.staff, body: base });
  });

  it("never reaches another applicant's or another customer's records", async () => {
    const eveSession = await sessionFor(k.t.app, 'applicant', k.eve.applicant_id, GLOBEX);
    const globexEnjoy = (await k.call('GET', `/api/v2/customers/${GLOBEX}/entitycustomfield/definitions?entityType=work_history`, { session: eveSession })).body[0].entity_custom_field_id;
    const [eveRecord] = (
      await k.call('POST', url(k.eve.applicant_id, GLOBEX), { session: eveSession, body: [{ employer: 'Globex', title: 'Secret', custom_fields: [{ entity_custom_field_id: globexEnjoy, entity_type: 'work_history', value: '1' }] }] })
    ).body;
    const bob = await k.call('POST', url(k.bob.applicant_id), { session: k.bobSession, body: [{ employer: 'Bob Co', title: 'B', custom_fields: enjoy('1') }] });
    const bobRecord = bob.body[0];
    const misses = [
      await k.call('GET', url(k.ada.applicant_id), { session: k.bobSession }),
      await k.call('POST', url(k.ada.applicant_id), { session: k.bobSession, body: [] }),
      await k.call('GET', url(k.eve.applicant_id), { session: k.staff }),
      await k.call('GET', url(k.eve.applicant_id, GLOBEX), { session: k.staff }),
      await k.call('POST', url(k.eve.applicant_id, GLOBEX), { session: k.staff, body: [{ employer: 'Pwned' }] }),
      await k.call('POST', url(k.ada.applicant_id), { session: k.adaSession, body: [{ work_history_id: bobRecord.work_history_id, employer: 'Pwned' }] }),
      await k.call('POST', url(k.ada.applicant_id), { session: k.staff, body: [{ work_history_id: eveRecord.work_history_id, active: 0 }] }),
      await k.call('GET', `/api/v2/customers/${ACME}/entitycustomfield/value/${bobRecord.work_history_id}?entityType=work_history`, { session: k.adaSession }),
      await k.call('POST', `/api/v2/customers/${ACME}/entitycustomfield/value/${eveRecord.work_history_id}`, { session: k.staff, body: enjoy('0') }),
    ];
    expect(misses.map((m) => m.status)).toEqual(Array(misses.length).fill(404));
    const [raw] = (await k.ds.query('SELECT employer, active FROM apl_work_history WHERE work_history_id = ?', [eveRecord.work_history_id])) as { employer: string; active: number }[];
    expect([raw.employer, Number(raw.active)]).toEqual(['Globex', 1]);
    expect((await rows(k.bob.applicant_id))[0].employer).toBe('Bob Co');
  });

  it('lets the custom field value endpoints reach a work history record of the caller', async () => {
    const [bobRecord] = (await k.call('GET', url(k.bob.applicant_id), { session: k.bobSession })).body;
    const valueUrl = `/api/v2/customers/${ACME}/entitycustomfield/value/${bobRecord.work_history_id}`;
    const saved = await k.call('POST', valueUrl, { session: k.bobSession, body: enjoy('0') });
    expect(saved.body).toEqual([expect.objectContaining({ entity_id: bobRecord.work_history_id, value: '0' })]);
    expect((await k.call('GET', `${valueUrl}?entityType=work_history`, { session: k.staff })).body).toEqual(saved.body);
    expect((await k.call('GET', url(k.bob.applicant_id), { session: k.bobSession })).body[0].custom_fields).toEqual(saved.body);
  });
});
