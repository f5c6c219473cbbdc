import { DataSource } from 'typeorm';
import { AuditService, mergeDataParts, platformDataParts, type AuthContext } from '@attest/platform';
import { formsDataParts } from '../../forms-data';
import { TemplateEntity } from '../../forms/entities';
import { loadTemplateVersion } from '../../forms/template-version-loader';
import { writeBuilderForm } from '../builder-writer';
import { parseSaveBuilder } from '../dto/save-builder-form.dto';
import { currentVersion, pinTemplateVersions } from '../template-versions';

// The embedded default runs on SQLite: the versions migration and the builder's writer must work there too.
describe('form builder on SQLite', () => {
  let ds: DataSource;
  const auth: AuthContext = { party: 'user', customerId: 1, userId: 7, tokenId: 1 };
  beforeAll(async () => {
    ds = new DataSource({ type: 'better-sqlite3', database: ':memory:', ...mergeDataParts(platformDataParts, formsDataParts) });
    await ds.initialize();
    await ds.runMigrations();
  });
  afterAll(async () => ds?.destroy());

  it('saves a form, versions it and reads an older version back', async () => {
    const now = new Date();
    const template = await ds.getRepository(TemplateEntity).save({ customer_id: 1, template_type_id: 4, name: 'T', directive: '', created_at: now, updated_at: now });
    const field = (key: string, name: string, over: Record<string, unknown> = {}) => ({
      key, field_id: null, datatype_id: 1, name, label: name, required: false, field_type: null, model_field: null, mask: null, translation_display_key: null,
      trigger_show: true, disabled: false, exclude_from_doc: false, col_lg: 6, col_md: 6, col_sm: 12, params: {}, codes: [], ...over,
    });
    expect(await pinTemplateVersions(ds.manager, 1, [template.template_id])).toEqual(new Map([[template.template_id, 1]]));
    const input = parseSaveBuilder({
      base_version: 1,
      fields: [field('a', 'kind', { datatype_id: 7, codes: [{ code: 'Y', value: 'Yes', is_default: false }] }), field('b', 'detail', { trigger_show: false })],
      rules: [{ source: 'a', op: 'is', value: 'Y', action: 'show', target: 'b' }],
      layout: [{ title_translation_key: 's', rows: [['a', 'b']] }],
    }, null);
    const saved = await ds.transaction((m) => writeBuilderForm(m, new AuditService(ds), auth, template, input, 'builder_save'));
    expect(saved.version).toBe(2);
    expect(await currentVersion(ds, 1, template.template_id)).toBe(2);
    const v2 = await loadTemplateVersion(ds, 1, template.template_id, 2);
    expect(v2.fields.map((f) => f.name)).toEqual(['kind', 'detail']);
    expect(v2.fields[0].triggers[0]).toMatchObject({ trigger: 'Y', actions: [{ action: 'show', action_target_id: v2.fields[1].field_id }] });
    const v1 = await loadTemplateVersion(ds, 1, template.template_id, 1);
    expect(v1.fields).toEqual([]);
    // A move changes sort orders only (one UPDATE … CASE).
    const keyed = v2.fields.map((f) => ({ ...input.fields.find((x) => x.name === f.name)!, key: `f${f.field_id}`, field_id: f.field_id }));
    const moved = parseSaveBuilder({ base_version: 2, fields: [keyed[1], keyed[0]], rules: [{ source: keyed[0].key, op: 'is', value: 'Y', action: 'show', target: keyed[1].key }], layout: null }, null);
    expect((await ds.transaction((m) => writeBuilderForm(m, new AuditService(ds), auth, template, moved, 'builder_save'))).version).toBe(3);
    expect((await loadTemplateVersion(ds, 1, template.template_id, 3)).fields.map((f) => f.name)).toEqual(['detail', 'kind']);
    const [audit] = await ds.query("SELECT action, changes FROM audit_log WHERE entity = 'template' ORDER BY id LIMIT 1");
    expect(audit.action).toBe('builder_save');
    expect(JSON.parse(audit.changes).version).toEqual({ from: 1, to: 2 });
  });
});
