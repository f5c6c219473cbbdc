import { SEEDED_ROLE_IDS } from '@attest/contracts';
import { ACME, GLOBEX, sessionFor, startEdocs, type EdocsTestKit } from '@attest/edocs/testing';
import type { Session } from '@attest/platform/testing';
import { PDFDocument } from 'pdf-lib';

/* eslint-disable @typescript-eslint/no-explicit-any -- answers are read ad hoc */

/** Every table a builder save writes: "nothing changed" compares two of these. */
async function tables(k: EdocsTestKit): Promise<string> {
  const names = ['edc_templates', 'edc_fields', 'edc_field_codes', 'edc_field_triggers', 'edc_field_trigger_actions', 'edc_template_versions', 'audit_log'];
  return JSON.stringify(await Promise.all(names.map((t) => k.ds.query(`SELECT * FROM ${t} ORDER BY 1`))));
}

async function templateId(k: EdocsTestKit, customerId: number, name: string): Promise<number> {
  const [row] = await k.ds.query('SELECT template_id FROM edc_templates WHERE customer_id = ? AND name = ?', [customerId, name]);
  return Number(row.template_id);
}

const newField = (key: string, name: string, over: Record<string, unknown> = {}) => ({
  key, field_id: null, datatype_id: 1, name, label: name, required: false, field_type: null, model_field: null, mask: null, translation_display_key: null,
  trigger_show: true, disabled: false, exclude_from_doc: false, col_lg: 6, col_md: 6, col_sm: 12, params: {}, codes: [], ...over,
});

describe('form builder: fields, codes, rules, layout, PDF places, versions (issue 16 part 3)', () => {
  let k: EdocsTestKit;
  let viewer: Session;
  let tid: number;
  beforeAll(async () => {
    k = await startEdocs();
    viewer = await sessionFor(k.t.app, 'user', 920, ACME, SEEDED_ROLE_IDS.VIEWER);
    // A fresh template of acme with no fields.
    const created = await k.call('POST', `/api/customers/${ACME}/forms`, { session: k.staff, body: { name: 'Builder test', template_type_id: 4 } });
    expect(created.status).toBeLessThan(300);
    tid = created.body.template_id;
  }, 120_000);
  afterAll(async () => k.t.close());

  const builder = (id = tid) => `/api/v1/templates/${id}/builder`;

  it('builds a form in one save: every datatype kind, codes, a show rule, a calculated money field, layout and a PDF place; versioned and audited', async () => {
    const start = await k.call('GET', builder(), { session: viewer });
    expect(start).toMatchObject({ status: 200, body: { template_id: tid, version: 0, fields: [], rules: [] } });
    const body = {
      base_version: 0,
      fields: [
        newField('n1', 'first_name', { required: true, params: { help: 'As on your ID', max_length: 40, min_length: 2, regex: '^[A-Za-z ]+$' } }),
        newField('n2', 'start_date', { datatype_id: 4, params: { min_date: '2020-01-01', max_date: '2030-12-31' } }),
        newField('n3', 'ssn', { mask: '999-99-9999', params: { pdf: { page: 1, x: 100, y: 600, width: 150, height: 18 } } }),
        newField('n4', 'marital', { datatype_id: 7, codes: [{ code: 'S', value: 'Single', is_default: false }, { code: 'M', value: 'Married', is_default: false }] }),
        newField('n5', 'spouse_name', { trigger_show: false }),
        newField('n6', 'hours', { datatype_id: 2 }),
        newField('n7', 'rate', { datatype_id: 2 }),
        newField('n8', 'weekly_pay', { datatype_id: 28, params: { calculation: { operation: 'hours * rate', is_money: true } } }),
      ],
      rules: [{ source: 'n4', op: 'is', value: 'M', action: 'show', target: 'n5' }],
      layout: [{ title_translation_key: 'section_about_you', rows: [['n1', 'n2'], ['n3'], ['n4', 'n5']] }, { title_translation_key: 'section_pay', rows: [['n6', 'n7', 'n8']] }],
    };
    const res = await k.call('PUT', builder(), { session: k.staff, body });
    expect(res.status).toBe(200);
    expect(res.body.version).toBe(1);
    const form = res.body.form;
    expect(form.fields.map((f: any) => f.name)).toEqual(['first_name', 'start_date', 'ssn', 'marital', 'spouse_name', 'hours', 'rate', 'weekly_pay']);
    const byName = Object.fromEntries(form.fields.map((f: any) => [f.name, f]));
    // The SSN mask makes the field concealed (sealed at rest) though the request did not ask for it.
    expect(byName.ssn).toMatchObject({ mask: '999-99-9999', params: { concealed: true, pdf: { page: 1, x: 100, y: 600, width: 150, height: 18 } }, col_lg: 6, col_sm: 12 });
    expect(byName.first_name.params.concealed).toBeUndefined();
    expect(byName.marital.codes).toEqual([{ code: 'S', value: 'Single', is_default: false }, { code: 'M', value: 'Married', is_default: false }]);
    expect(byName.weekly_pay.params.calculation).toEqual({ fields: [{ name: 'hours' }, { name: 'rate' }], operation: 'hours * rate', is_money: true });
    expect(form.rules).toEqual([{ source: byName.marital.key, op: 'is', value: 'M', action: 'show', target: byName.spouse_name.key }]);
    expect(form.layout[0].rows[2]).toEqual([byName.marital.key, byName.spouse_name.key]);
    // The spec's trigger/action rows, and the layout stored by name, as the form engine reads them.
    const [trigger] = await k.ds.query('SELECT * FROM edc_field_triggers WHERE field_id = ?', [byName.marital.field_id]);
    expect(trigger.trigger_value).toBe('M');
    const actions = await k.ds.query('SELECT * FROM edc_field_trigger_actions WHERE trigger_id = ?', [trigger.trigger_id]);
    expect(actions).toMatchObject([{ action_target_type: 'field', action_target_id: byName.spouse_name.field_id, action: 'show' }]);
    const engine = await k.call('GET', `/api/v1/Applicants/SignatureRequests/forms/${tid}`, { session: k.adaSession });
    expect(engine.body.layout[0].rows[2]).toEqual(['marital', 'spouse_name']);
    expect(engine.body.fields.find((f: any) => f.name === 'spouse_name').triggerShow).toBe(false);
    // Version 1 stored with its snapshot; the save audited with what changed.
    const versions = await k.call('GET', `/api/v1/templates/${tid}/versions`, { session: viewer });
    expect(versions.body).toMatchObject([{ version: 1, source: 'builder', created_by: 900 }]);
    const [audit] = await k.ds.query("SELECT * FROM audit_log WHERE entity = 'template' AND entity_id = ? ORDER BY id DESC", [String(tid)]);
    const changes = JSON.parse(audit.changes);
    expect(audit.action).toBe('builder_save');
    expect(changes.version).toEqual({ from: 0, to: 1 });
    expect(changes['field:ssn']).toMatchObject({ from: null, to: { mask: '999-99-9999' } });
    expect(changes.rules.to).toEqual(['marital is "M" → show spouse_name']);
  });

  it('edits, moves and removes: an "is not" rule stored as the opposite action; the version bumps; an unchanged save stores nothing', async () => {
    const form = (await k.call('GET', builder(), { session: k.staff })).body;
    const fields = [...form.fields];
    const [moved] = fields.splice(fields.findIndex((f: any) => f.name === 'rate'), 1);
    fields.unshift({ ...moved, label: 'Hourly rate', col_lg: 4 });
    const kept = fields.filter((f: any) => f.name !== 'start_date');
    const key = (n: string) => kept.find((f: any) => f.name === n).key;
    const body = {
      base_version: 1,
      fields: kept,
      rules: [{ source: key('marital'), op: 'is_not', value: 'S', action: 'show', target: key('spouse_name') }],
      layout: null,
    };
    const res = await k.call('PUT', builder(), { session: k.staff, body });
    expect(res.status).toBe(200);
    expect(res.body.version).toBe(2);
    expect(res.body.form.fields.map((f: any) => f.name)).toEqual(['rate', 'first_name', 'ssn', 'marital', 'spouse_name', 'hours', 'weekly_pay']);
    expect(res.body.form.fields[0]).toMatchObject({ label: 'Hourly rate', col_lg: 4 });
    expect(res.body.form.rules).toEqual([{ source: key('marital'), op: 'is', value: 'S', action: 'hide', target: key('spouse_name') }]);
    expect(res.body.changes.order).toBeDefined();
    expect(res.body.changes['field:start_date'].to).toBeNull();
    // Retired, not deleted: stored values keep pointing at it.
    const [gone] = await k.ds.query("SELECT active FROM edc_fields WHERE template_id = ? AND name = 'start_date'", [tid]);
    expect(Number(gone.active)).toBe(0);
    const same = await k.call('PUT', builder(), { session: k.staff, body: { ...body, base_version: 2, fields: res.body.form.fields, rules: res.body.form.rules } });
    expect(same.body).toMatchObject({ version: 2, changes: {} });
    // Version 1 still reads as it was.
    const v1 = await k.call('GET', `/api/v1/templates/${tid}/versions/1`, { session: viewer });
    expect(v1.body.fields.map((f: any) => f.name)).toContain('start_date');
  });

  it('refuses bad input 400 with a messageKey and changes nothing: a bad expression, unknown names, bad widths, codes, rules, placements, a stale version', async () => {
    const form = (await k.call('GET', builder(), { session: k.staff })).body;
    const before = await tables(k);
    const withField = (f: any) => ({ base_version: form.version, fields: [...form.fields, f], rules: form.rules, layout: form.layout });
    const calc = await k.call('PUT', builder(), { session: k.staff, body: withField(newField('x', 'bad_calc', { datatype_id: 28, params: { calculation: { operation: 'hours * (rate' } } })) });
    expect(calc).toMatchObject({ status: 400, body: { messageKey: 'invalid_calculation', details: { fields: { [`fields[${form.fields.length}].params.calculation`]: 'calculation_invalid' } } } });
    const evil = await k.call('PUT', builder(), { session: k.staff, body: withField(newField('x', 'evil', { datatype_id: 28, params: { calculation: { operation: 'process.exit(1)' } } })) });
    expect(evil.body.messageKey).toBe('invalid_calculation');
    const unknownRef = await k.call('PUT', builder(), { session: k.staff, body: withField(newField('x', 'c2', { datatype_id: 28, params: { calculation: { operation: 'hours * salary' } } })) });
    expect(Object.values(unknownRef.body.details.fields)).toEqual(['calculation_unknown_field']);
    const cases: [any, string][] = [
      [withField(newField('x', 'w', { col_lg: 13 })), 'invalid_column_width'],
      [withField(newField('x', 'dd', { datatype_id: 7, codes: [] })), 'codes_required'],
      [withField(newField('x', 'rx', { params: { regex: '([' } })), 'invalid_regex'],
      [withField(newField('x', 'ln', { params: { min_length: 5, max_length: 2 } })), 'invalid_length_range'],
      [withField(newField('x', 'pdf', { params: { pdf: { page: 1, x: -4, y: 1, width: 10, height: 10 } } })), 'invalid_pdf_placement'],
      [withField(newField('x', 'first_name')), 'duplicate_field_name'],
      [withField(newField('x', 'bad name!')), 'invalid_field_name'],
      [withField(newField('x', 'cf', { params: { confirm: 'nope' } })), 'invalid_confirm_field'],
      [withField(newField('x', 'dt', { datatype_id: 99 })), 'invalid_entry'],
      [{ ...withField(newField('x', 'r1')), rules: [{ source: 'x', op: 'is_not', value: 'a', action: 'disable', target: form.fields[0].key }] }, 'invalid_trigger_operator'],
      [{ ...withField(newField('x', 'r2')), rules: [{ source: 'x', op: 'is', value: 'a', action: 'show', target: 'nobody' }] }, 'invalid_trigger_field'],
      [{ ...withField(newField('x', 'l1')), layout: [{ title_translation_key: 's', rows: [['x', 'x']] }] }, 'invalid_layout_field'],
    ];
    for (const [body, key] of cases) {
      const res = await k.call('PUT', builder(), { session: k.staff, body });
      expect({ status: res.status, keys: Object.values(res.body.details?.fields ?? {}) }).toEqual({ status: 400, keys: [key] });
    }
    const stale = await k.call('PUT', builder(), { session: k.staff, body: { ...withField(newField('x', 'late')), base_version: form.version - 1 } });
    expect(stale).toMatchObject({ status: 409, body: { messageKey: 'template_version_conflict', details: { current_version: form.version } } });
    const foreignId = await k.call('PUT', builder(), { session: k.staff, body: withField({ ...newField('x', 'fx'), field_id: 999999 }) });
    expect(foreignId.status).toBe(400);
    expect(await tables(k)).toBe(before);
  });

  it('answers another customer 404 and a role without content.manage 403, with nothing changed', async () => {
    const before = await tables(k);
    const globexTemplate = await templateId(k, GLOBEX, 'Handbook acknowledgement');
    expect((await k.call('GET', builder(globexTemplate), { session: k.staff })).status).toBe(404);
    expect((await k.call('PUT', builder(globexTemplate), { session: k.staff, body: { base_version: 0, fields: [], rules: [], layout: null } })).status).toBe(404);
    expect((await k.call('GET', builder(), { session: k.globexStaff })).status).toBe(404);
    expect((await k.call('GET', `/api/DynamicWorkflow/field?formId=${tid}&customerId=${GLOBEX}`, { session: k.staff })).status).toBe(404);
    expect((await k.call('POST', `/api/customers/${GLOBEX}/forms/${globexTemplate}/fields`, { session: k.staff, body: { name: 'x', datatype_id: 1 } })).status).toBe(404);
    expect((await k.call('DELETE', `/api/customers/${ACME}/forms/${globexTemplate}/fields/1`, { session: k.staff })).status).toBe(404);
    const refused = await k.call('PUT', builder(), { session: viewer, body: { base_version: 0, fields: [], rules: [], layout: null } });
    expect(refused).toMatchObject({ status: 403, body: { messageKey: 'permission_denied' } });
    expect((await k.call('POST', `/api/customers/${ACME}/forms/${tid}/fields`, { session: viewer, body: { name: 'x', datatype_id: 1 } })).status).toBe(403);
    expect((await k.call('DELETE', `/api/customers/${ACME}/forms/${tid}/fields/1`, { session: viewer })).status).toBe(403);
    expect((await k.call('GET', builder(), { session: k.adaSession })).status).toBe(403);
    expect(await tables(k)).toBe(before);
  });

  it('the spec per-field paths: list, add form-encoded, edit, remove (rules naming it go too); each a version', async () => {
    const list = await k.call('GET', `/api/DynamicWorkflow/field?formId=${tid}&customerId=${ACME}`, { session: viewer });
    expect(list.status).toBe(200);
    expect(list.body.map((f: any) => f.name)).toContain('ssn');
    const version = (await k.call('GET', builder(), { session: k.staff })).body.version;
    const form = new URLSearchParams({ name: 'nickname', datatype_id: '1', label: 'Nickname', required: 'true', col_lg: '6', col_md: '6', col_sm: '12', params: JSON.stringify({ max_length: 20 }) }).toString();
    const added = await k.call('POST', `/api/customers/${ACME}/forms/${tid}/fields`, { session: k.staff, rawBody: form, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ name: 'nickname', desc: 'Nickname', required: true, params: { max_length: 20 }, colLgWidth: 6 });
    const edited = await k.call('POST', `/api/customers/${ACME}/forms/${tid}/fields`, { session: k.staff, body: { field_id: added.body.field_id, label: 'Preferred name', mask: 'AAAA' } });
    expect(edited.body).toMatchObject({ field_id: added.body.field_id, desc: 'Preferred name', mask: 'AAAA', required: true });
    const badEdit = await k.call('POST', `/api/customers/${ACME}/forms/${tid}/fields`, { session: k.staff, body: { field_id: added.body.field_id, col_sm: 0 } });
    expect(badEdit).toMatchObject({ status: 400, body: { messageKey: 'validation_failed' } });
    const spouse = list.body.find((f: any) => f.name === 'spouse_name');
    const removed = await k.call('DELETE', `/api/customers/${ACME}/forms/${tid}/fields/${spouse.field_id}`, { session: k.staff });
    expect(removed.body).toEqual({ field_id: spouse.field_id, version: version + 3 });
    const after = (await k.call('GET', builder(), { session: k.staff })).body;
    expect(after.fields.map((f: any) => f.name)).not.toContain('spouse_name');
    expect(after.rules).toEqual([]);
    expect((await k.call('DELETE', `/api/customers/${ACME}/forms/${tid}/fields/${spouse.field_id}`, { session: k.staff })).status).toBe(404);
    const actions = (await k.call('GET', `/api/v1/templates/${tid}/versions`, { session: k.staff })).body.map((v: any) => v.source);
    expect(actions.slice(0, 3)).toEqual(['field', 'field', 'field']);
  });

  it('serves PDF page sizes and page images for placing fields', async () => {
    const headers = { authorization: `Basic ${k.staff.token}`, 'x-requested-by-party': 'user', 'x-request-customer-id': String(ACME) };
    const none = await k.call('GET', `/api/v1/templates/${tid}/pdf-pages/1`, { session: viewer });
    expect({ status: none.status, body: none.body }).toEqual({ status: 404, body: expect.objectContaining({ messageKey: 'file_not_found' }) });
    const doc = await PDFDocument.create();
    doc.addPage([612, 792]);
    doc.addPage([612, 792]).drawText('page two', { x: 72, y: 700 });
    const upload = new FormData();
    upload.append('pdf', new Blob([Buffer.from(await doc.save())], { type: 'application/pdf' }), 'form.pdf');
    const up = await fetch(`${k.t.baseUrl}/api/customers/${ACME}/forms/${tid}/pdf`, { method: 'POST', headers, body: upload });
    expect(up.status).toBeLessThan(300);
    const form = (await k.call('GET', builder(), { session: viewer })).body;
    expect(form.has_pdf).toBe(true);
    expect(form.pdf_pages).toEqual([{ page: 1, width: 612, height: 792 }, { page: 2, width: 612, height: 792 }]);
    const res = await fetch(`${k.t.baseUrl}/api/v1/templates/${tid}/pdf-pages/2`, { headers });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('image/png');
    const png = Buffer.from(await res.arrayBuffer());
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    // 1.5 px per point: 918 px wide (PNG width at byte 16).
    expect(png.readUInt32BE(16)).toBe(918);
    expect((await k.call('GET', `/api/v1/templates/${tid}/pdf-pages/3`, { session: viewer })).status).toBe(404);
    // A place on page 3 of a two-page PDF is refused.
    const bad = await k.call('PUT', builder(), { session: k.staff, body: { base_version: form.version, rules: form.rules, layout: form.layout, fields: [...form.fields, newField('p', 'placed_x', { params: { pdf: { page: 3, x: 1, y: 1, width: 10, height: 10 } } })] } });
    expect(bad).toMatchObject({ status: 400, body: { details: { fields: { [`fields[${form.fields.length}].params.pdf`]: 'invalid_pdf_placement' } } } });
  });
  it('saves the 200-field template: the version snapshot and the audit fit their columns; moving every field is one audited change', async () => {
    const large = await templateId(k, ACME, 'Large form (200 fields)');
    const form = (await k.call('GET', builder(large), { session: k.staff })).body;
    expect(form.fields).toHaveLength(200);
    const rule = { source: form.fields[0].key, op: 'is', value: 'x', action: 'show', target: form.fields[199].key };
    const first = await k.call('PUT', builder(large), { session: k.staff, body: { base_version: form.version, fields: form.fields, layout: form.layout, rules: [...form.rules, rule] } });
    expect(first.status).toBe(200);
    const reversed = [...first.body.form.fields].reverse().map((f: any) => ({ ...f, label: `${f.label ?? f.name} (edited)` }));
    const second = await k.call('PUT', builder(large), { session: k.staff, body: { base_version: first.body.version, fields: reversed, layout: null, rules: first.body.form.rules } });
    expect(second.status).toBe(200);
    expect(second.body.form.fields[0].name).toBe(form.fields[199].name);
    const [row] = await k.ds.query('SELECT LENGTH(snapshot) AS n FROM edc_template_versions WHERE template_id = ? AND version = ?', [large, second.body.version]);
    expect(Number(row.n)).toBeGreaterThan(65_535);
    const [audit] = await k.ds.query("SELECT changes FROM audit_log WHERE entity = 'template' AND entity_id = ? ORDER BY id DESC LIMIT 1", [String(large)]);
    const changes = JSON.parse(audit.changes);
    expect(changes[`field:${form.fields[0].name}`].to).toEqual(['label']);
    expect(changes.version).toEqual({ from: first.body.version, to: second.body.version });
  });
});
