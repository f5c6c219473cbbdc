import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { DynamicField } from '@attest/contracts';
import { AuditService, notFound, requireCustomer, STORAGE, TenantRepository, type AuthContext, type StorageService } from '@attest/platform';
import { TemplateEntity } from '../forms/entities';
import { loadTemplate } from '../forms/template-loader';
import { loadTemplateVersion } from '../forms/template-version-loader';
import { fieldKey, toBuilderForm } from './builder-view';
import { writeBuilderForm } from './builder-writer';
import { parseSaveBuilder } from './dto/save-builder-form.dto';
import type { BuilderForm, BuilderSaveResult, SaveBuilderInput, TemplateVersionItem } from './form-builder.types';
import { pagePng, pdfPages, readPdf } from './pdf-pages';
import { currentVersion, listVersions } from './template-versions';

type Db = DataSource | EntityManager;

/** The builder's reads and saves; every save goes through writeBuilderForm (one transaction, versioned, audited). */
@Injectable()
export class FormBuilderService {
  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    @Inject(STORAGE) private readonly storage: StorageService,
    private readonly audit: AuditService,
  ) {}

  private template(db: Db, auth: AuthContext, templateId: number, customerId = auth.customerId): Promise<TemplateEntity> {
    requireCustomer(auth, customerId);
    return new TenantRepository(db, TemplateEntity).findOneOr404(auth.customerId, { template_id: templateId });
  }

  async form(auth: AuthContext, templateId: number): Promise<BuilderForm> {
    const loaded = await loadTemplate(this.ds, auth.customerId, templateId);
    const pages = await pdfPages(await readPdf(this.storage, loaded.template.pdf_storage_key));
    return toBuilderForm(loaded.template, loaded.fields, await currentVersion(this.ds, auth.customerId, templateId), pages);
  }

  /** PUT …/builder: the whole edited form. */
  async save(auth: AuthContext, templateId: number, body: unknown): Promise<BuilderSaveResult> {
    const template = await this.template(this.ds, auth, templateId);
    const pages = await pdfPages(await readPdf(this.storage, template.pdf_storage_key));
    const input = parseSaveBuilder(body, pages.length || null);
    const { version, changes } = await this.ds.transaction((m) => writeBuilderForm(m, this.audit, auth, template, input, 'builder_save'));
    return { version, changes, form: await this.form(auth, templateId) };
  }

  /** GET /api/DynamicWorkflow/field: the template's active fields (contracts shape). */
  async fields(auth: AuthContext, customerId: number, templateId: number): Promise<DynamicField[]> {
    await this.template(this.ds, auth, templateId, customerId);
    return (await loadTemplate(this.ds, auth.customerId, templateId)).fields;
  }

  /**
   * POST …/forms/{formId}/fields: adds the field (no field_id) or replaces the one it names, through the same
   * checks and writer as a builder save (against the current version). Answers the saved field.
   */
  async saveField(auth: AuthContext, customerId: number, templateId: number, field: Record<string, unknown>): Promise<DynamicField> {
    const template = await this.template(this.ds, auth, templateId, customerId);
    const form = await this.form(auth, templateId);
    const fieldId = typeof field.field_id === 'number' ? field.field_id : null;
    const index = fieldId === null ? -1 : form.fields.findIndex((f) => f.field_id === fieldId);
    if (fieldId !== null && index < 0) {
      throw notFound();
    }
    const base = index >= 0 ? form.fields[index] : { key: '__new', field_id: null, label: null, required: false, field_type: null, model_field: null, mask: null, translation_display_key: null, trigger_show: true, disabled: false, exclude_from_doc: false, col_lg: 9, col_md: 9, col_sm: 12, params: {}, codes: [] };
    const merged: Record<string, unknown> = { ...base, ...field, key: base.key, field_id: fieldId };
    const fields = index >= 0 ? form.fields.map((f, i) => (i === index ? merged : f)) : [...form.fields, merged];
    const input = parseSaveBuilder({ base_version: form.version, fields, layout: form.layout, rules: form.rules }, form.pdf_pages.length || null);
    await this.ds.transaction((m) => writeBuilderForm(m, this.audit, auth, template, input, fieldId === null ? 'field_add' : 'field_edit'));
    const saved = (await loadTemplate(this.ds, auth.customerId, templateId)).fields;
    return fieldId !== null ? saved.find((f) => f.field_id === fieldId)! : saved.find((f) => f.name === merged.name) ?? saved[saved.length - 1];
  }

  /** DELETE …/forms/{formId}/fields/{fieldId}: the field retires (active 0), with the rules and layout places naming it. */
  async removeField(auth: AuthContext, customerId: number, templateId: number, fieldId: number): Promise<{ field_id: number; version: number }> {
    const template = await this.template(this.ds, auth, templateId, customerId);
    const form = await this.form(auth, templateId);
    const key = fieldKey(fieldId);
    if (!form.fields.some((f) => f.key === key)) {
      throw notFound();
    }
    const input: SaveBuilderInput = {
      base_version: form.version,
      fields: form.fields.filter((f) => f.key !== key),
      rules: form.rules.filter((r) => r.source !== key && r.target !== key),
      layout: form.layout?.map((s) => ({ ...s, rows: s.rows.map((row) => row.filter((k) => k !== key)).filter((row) => row.length) })) ?? null,
    };
    const { version } = await this.ds.transaction((m) => writeBuilderForm(m, this.audit, auth, template, input, 'field_remove'));
    return { field_id: fieldId, version };
  }

  async versions(auth: AuthContext, templateId: number): Promise<TemplateVersionItem[]> {
    await this.template(this.ds, auth, templateId);
    return (await listVersions(this.ds, auth.customerId, templateId)).map((v) => ({ ...v, created_at: new Date(v.created_at).toISOString() }));
  }

  /** One stored version as the builder reads a template (its fields, rules and layout then). */
  async version(auth: AuthContext, templateId: number, version: number): Promise<BuilderForm> {
    const loaded = await loadTemplateVersion(this.ds, auth.customerId, templateId, version, { strict: true });
    return toBuilderForm(loaded.template, loaded.fields, version, []);
  }

  /** A page of the template's PDF as PNG, for placing fields. */
  async pageImage(auth: AuthContext, templateId: number, page: number): Promise<Buffer> {
    const template = await this.template(this.ds, auth, templateId);
    const pdf = await readPdf(this.storage, template.pdf_storage_key);
    const pages = await pdfPages(pdf);
    if (!pdf || page > pages.length) {
      throw notFound('file_not_found');
    }
    return pagePng(pdf, page);
  }
}
