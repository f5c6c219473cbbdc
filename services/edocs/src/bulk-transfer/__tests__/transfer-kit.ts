import type { DataSource } from 'typeorm';
import { FieldCodeEntity, FieldEntity, FieldTriggerActionEntity, FieldTriggerEntity, TemplateEntity, TemplateTagEntity } from '@attest/forms';
import type { StorageService } from '@attest/platform';
import { PackageEntity, PackageTagEntity, PackageTemplateEntity } from '../../packages/entities';

/** A template with a text field, a dropdown with two codes and a trigger showing the text field on 'Y'; optionally a PDF. */
export async function makeTemplate(
  ds: DataSource,
  customerId: number,
  name: string,
  opts: { externalId?: string | null; pdf?: { storage: StorageService; bytes: Buffer }; tags?: string[] } = {},
): Promise<number> {
  const now = new Date();
  let pdfKey: string | null = null;
  if (opts.pdf) {
    pdfKey = `templates/${customerId}/kit-${name.replace(/\W+/g, '-')}.pdf`;
    await opts.pdf.storage.put(pdfKey, opts.pdf.bytes, 'application/pdf');
  }
  const t = await ds.getRepository(TemplateEntity).save({
    customer_id: customerId, template_type_id: 4, name, external_id: opts.externalId ?? null, desc: `${name} description`, directive: '', active: 1,
    params: JSON.stringify({ mustCompleteToContinue: true }), layout: JSON.stringify([{ title_translation_key: 'main', rows: [['has_spouse', 'spouse_name']] }]),
    pdf_storage_key: pdfKey, created_at: now, updated_at: now,
  });
  const fields = ds.getRepository(FieldEntity);
  const choice = await fields.save({ customer_id: customerId, template_id: t.template_id, datatype_id: 7, code: 'has_spouse', name: 'Married?', required: 1, sort_order: 1 });
  const text = await fields.save({ customer_id: customerId, template_id: t.template_id, datatype_id: 1, code: 'spouse_name', name: 'Spouse name', sort_order: 2, trigger_show: 0, mask: null });
  await ds.getRepository(FieldCodeEntity).insert([
    { customer_id: customerId, field_id: choice.field_id, category: 'YN', code: 'Y', value: 'Yes', sort_order: 1 },
    { customer_id: customerId, field_id: choice.field_id, category: 'YN', code: 'N', value: 'No', sort_order: 2, is_default: 1 },
  ]);
  const trigger = await ds.getRepository(FieldTriggerEntity).save({ customer_id: customerId, field_id: choice.field_id, trigger: 'Y' });
  await ds.getRepository(FieldTriggerActionEntity).insert({ customer_id: customerId, trigger_id: trigger.trigger_id, action_target_type: 'field', action_target_id: text.field_id, action: 'show' });
  if (opts.tags?.length) {
    await ds.getRepository(TemplateTagEntity).insert(opts.tags.map((tag) => ({ customer_id: customerId, template_id: t.template_id, tag })));
  }
  return t.template_id;
}

export async function makePackage(ds: DataSource, customerId: number, name: string, templateIds: number[], tags: string[] = []): Promise<number> {
  const now = new Date();
  const p = await ds.getRepository(PackageEntity).save({ customer_id: customerId, name, location_id: null, active: 1, created_at: now, updated_at: now });
  if (templateIds.length) {
    await ds.getRepository(PackageTemplateEntity).insert(templateIds.map((template_id, i) => ({ customer_id: customerId, package_id: p.package_id, template_id, sort_order: i + 1 })));
  }
  if (tags.length) {
    await ds.getRepository(PackageTagEntity).insert(tags.map((tag) => ({ customer_id: customerId, package_id: p.package_id, tag })));
  }
  return p.package_id;
}

/** Every row a transfer may write, without ids that differ between databases: what "nothing changed" compares. */
export async function contentSnapshot(ds: DataSource, customerId: number): Promise<unknown> {
  const q = (sql: string) => ds.query(sql, [customerId]);
  return {
    templates: await q('SELECT template_id, name, external_id, description, active, params, layout, pdf_storage_key, updated_at FROM edc_templates WHERE customer_id = ? ORDER BY template_id'),
    fields: await q('SELECT field_id, template_id, code, name, active, sort_order FROM edc_fields WHERE customer_id = ? ORDER BY field_id'),
    codes: await q('SELECT id, field_id, code, value FROM edc_field_codes WHERE customer_id = ? ORDER BY id'),
    triggers: await q('SELECT trigger_id, field_id, trigger_value FROM edc_field_triggers WHERE customer_id = ? ORDER BY trigger_id'),
    actions: await q('SELECT action_id, trigger_id, action_target_id, action FROM edc_field_trigger_actions WHERE customer_id = ? ORDER BY action_id'),
    tags: await q('SELECT id, template_id, tag FROM edc_template_tags WHERE customer_id = ? ORDER BY id'),
    packages: await q('SELECT package_id, name, active, updated_at FROM edc_packages WHERE customer_id = ? ORDER BY package_id'),
    links: await q('SELECT id, package_id, template_id, sort_order FROM edc_package_templates WHERE customer_id = ? ORDER BY id'),
    packageTags: await q('SELECT id, package_id, tag FROM edc_package_tags WHERE customer_id = ? ORDER BY id'),
    audit: await q('SELECT COUNT(*) AS n FROM audit_log WHERE customer_id = ?'),
  };
}

/** A template of the customer as its fields, codes and trigger targets by code (ids differ between customers). */
export async function describeTemplate(ds: DataSource, customerId: number, name: string): Promise<unknown> {
  const [t] = (await ds.query('SELECT template_id, external_id, description, params, layout, pdf_storage_key FROM edc_templates WHERE customer_id = ? AND name = ?', [customerId, name])) as {
    template_id: number; external_id: string | null; description: string; params: string; layout: string; pdf_storage_key: string | null;
  }[];
  if (!t) {
    return null;
  }
  const fields = (await ds.query('SELECT field_id, code, name, active FROM edc_fields WHERE customer_id = ? AND template_id = ? AND active = 1 ORDER BY sort_order', [customerId, t.template_id])) as {
    field_id: number; code: string; name: string;
  }[];
  const codeOf = new Map(fields.map((f) => [Number(f.field_id), f.code]));
  const codes = (await ds.query(`SELECT field_id, code, value, is_default FROM edc_field_codes WHERE customer_id = ? ORDER BY sort_order`, [customerId])) as { field_id: number; code: string; value: string; is_default: number }[];
  const triggers = (await ds.query(
    `SELECT t.field_id, t.trigger_value, a.action_target_id, a.action FROM edc_field_triggers t JOIN edc_field_trigger_actions a ON a.trigger_id = t.trigger_id WHERE t.customer_id = ?`,
    [customerId],
  )) as { field_id: number; trigger_value: string; action_target_id: number; action: string }[];
  return {
    external_id: t.external_id, description: t.description, params: t.params, layout: t.layout, hasPdf: Boolean(t.pdf_storage_key),
    fields: fields.map((f) => ({
      code: f.code, name: f.name,
      codes: codes.filter((c) => codeOf.get(Number(c.field_id)) === f.code).map((c) => [c.code, c.value, Number(c.is_default)]),
      triggers: triggers.filter((x) => codeOf.get(Number(x.field_id)) === f.code).map((x) => [x.trigger_value, codeOf.get(Number(x.action_target_id)) ?? `foreign:${x.action_target_id}`, x.action]),
    })),
  };
}
