import { Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ApplicantEntity, applicantDataParts, ApplicantPortModule } from '@attest/applicant';
import { JOB_QUEUE, PlatformModule, STORAGE, TenantRepository, type AppConfig, type JobQueue, type StorageService } from '@attest/platform';
import { client, startTestApp, type Session, type TestApp } from '@attest/platform/testing';
import { insertApplicant, sessionFor } from '@attest/edocs/testing';
import { edocsDataParts } from '../../edocs-data';
import { EdocsModule } from '../../edocs.module';
import { FieldEntity, FormValueEntity, FormsModule, formsDataParts, TemplateEntity } from '@attest/forms';
import { SigRequestEntity, SigRequestTemplateEntity } from '../../signature-requests/entities';
import { ensureTemplatePdfs } from '../../template-pdfs/ensure-template-pdfs';
import { TEMPLATE_PDF_LAYOUTS, type TemplatePdfLayout } from '../../template-pdfs/template-pdf-layouts';

export const ACME = 1;
export const GLOBEX = 2;

function moduleFor(config: AppConfig) {
  @Module({ imports: [PlatformModule.forRoot(config, [applicantDataParts, formsDataParts, edocsDataParts]), ApplicantPortModule, FormsModule, EdocsModule] })
  class SigningTestModule {}
  return SigningTestModule;
}

export interface SeededTemplates {
  offer: TemplateEntity;
  w4: TemplateEntity;
  paper: TemplateEntity;
  fields: Map<string, FieldEntity>;
}

/** Three templates like the onboarding seed's: their fields carry the layouts' params.pdf positions. */
export async function seedTemplates(ds: DataSource, customerId: number): Promise<SeededTemplates> {
  const now = new Date();
  const fields = new Map<string, FieldEntity>();
  const make = async (name: string, type: number, layout: TemplatePdfLayout) => {
    const t = await new TenantRepository(ds, TemplateEntity).insert(customerId, {
      name, template_type_id: type, directive: '', external_id: layout.key, validated: 1,
      params: JSON.stringify(layout.signature ? { signature: layout.signature } : {}), created_at: now, updated_at: now,
    });
    for (const [i, f] of layout.fields.entries()) {
      const row = await new TenantRepository(ds, FieldEntity).insert(customerId, {
        template_id: t.template_id, datatype_id: 1, code: f.code, name: f.code, sort_order: i,
        params: JSON.stringify({ pdf: { page: f.page, x: f.x, y: f.y } }),
      });
      fields.set(`${t.template_id}:${f.code}`, row);
    }
    return t;
  };
  const offer = await make('Offer letter', 7, TEMPLATE_PDF_LAYOUTS.offer_letter);
  const w4 = await make('Federal W-4', 1, TEMPLATE_PDF_LAYOUTS.federal_w4);
  const paper = await make('Direct deposit (paper)', 17, TEMPLATE_PDF_LAYOUTS.paper_sign);
  return { offer, w4, paper, fields };
}

/** A SENT request over the given templates, forms complete unless told otherwise. */
export async function insertRequest(ds: DataSource, customerId: number, applicantId: number, templates: TemplateEntity[], opts: { formComplete?: boolean; expiration?: Date } = {}): Promise<SigRequestEntity> {
  const req = await new TenantRepository(ds, SigRequestEntity).insert(customerId, {
    applicant_id: applicantId, status: 'SENT', setup_date: new Date(), expiration_date: opts.expiration ?? null,
  });
  for (const [i, t] of templates.entries()) {
    await new TenantRepository(ds, SigRequestTemplateEntity).insert(customerId, { sig_request_id: req.sig_request_id, template_id: t.template_id, template_sort_order: i, form_complete: opts.formComplete === false ? 0 : 1 });
  }
  return req;
}

export async function setValue(ds: DataSource, kit: SigningKit, applicantId: number, t: TemplateEntity, code: string, value: string): Promise<void> {
  const f = kit.templates.fields.get(`${t.template_id}:${code}`)!;
  await new TenantRepository(ds, FormValueEntity).delete(f.customer_id, { applicant_id: applicantId, template_id: t.template_id, field_id: f.field_id });
  await new TenantRepository(ds, FormValueEntity).insert(f.customer_id, { applicant_id: applicantId, template_id: t.template_id, field_id: f.field_id, value, updated_at: new Date() });
}

export interface SigningKit {
  t: TestApp;
  ds: DataSource;
  storage: StorageService;
  queue: JobQueue;
  call: ReturnType<typeof client>;
  templates: SeededTemplates;
  ada: ApplicantEntity;
  bob: ApplicantEntity;
  adaSession: Session;
  bobSession: Session;
  staff: Session;
  globexStaff: Session;
}

export async function startSigning(): Promise<SigningKit> {
  const t = await startTestApp(moduleFor);
  const ds = t.app.get(DataSource);
  const storage = t.app.get<StorageService>(STORAGE);
  const queue = t.app.get<JobQueue>(JOB_QUEUE);
  const templates = await seedTemplates(ds, ACME);
  await ensureTemplatePdfs(ds, storage, ACME);
  const ada = await insertApplicant(t.app, ACME, { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@acme.test' });
  const bob = await insertApplicant(t.app, ACME, { first_name: 'Bob', last_name: 'Stone', email: 'bob@acme.test' });
  return {
    t, ds, storage, queue, call: client(t.baseUrl), templates, ada, bob,
    adaSession: await sessionFor(t.app, 'applicant', ada.applicant_id, ACME),
    bobSession: await sessionFor(t.app, 'applicant', bob.applicant_id, ACME),
    staff: await sessionFor(t.app, 'user', 900, ACME),
    globexStaff: await sessionFor(t.app, 'user', 901, GLOBEX),
  };
}

/** Polls until the probe answers something (e.g. the render job's signed document), else fails after `ms`. */
export async function waitFor<T>(probe: () => Promise<T | null | undefined>, ms = 20_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await probe();
    if (v) {
      return v;
    }
    if (Date.now() > end) {
      throw new Error('timed out');
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}
