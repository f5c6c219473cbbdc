import { Inject, Injectable } from '@nestjs/common';
import { Readable } from 'stream';
import { DataSource, In, IsNull } from 'typeorm';
import { findApplicantInScope } from '@attest/applicant';
import { NO_SIGNATURE_TEMPLATE_TYPES, type SignatureRequest } from '@attest/contracts';
import {
  AuditService, badRequest, csvLine, CustomerConfigService, JOB_QUEUE, QueueName, STORAGE, TenantRepository, type AuthContext, type JobQueue, type StorageService,
} from '@attest/platform';
import { TemplateEntity } from '@attest/forms';
import { writeFormValues } from '@attest/forms';
import { pinTemplateVersions, planRequesterValues } from '@attest/forms';
import { RENDER_SIGNED_PDF_JOB, type RenderSignedPdfJob } from '../signing/render-signed-pdf.job';
import { PackageEntity, PackageTemplateEntity } from '../packages/entities';
import type { CreateSigRequestInput, ExtendExpirationInput, SigRequestFilter } from './dto/sig-request-dtos';
import { SigRequestTemplateEntity } from './entities/sig-request-template.entity';
import { SigRequestEntity } from './entities/sig-request.entity';
import { actorOf, type RequestMeta } from '@attest/platform';
import { resolveRequestTemplates } from './request-templates';
import { reusableSignedForms, REUSE_SIGNED_FORMS_KEY } from './reusable-signed-forms';
import { recordSigRequestEvent } from './sig-request-events.service';
import { EXPORT_COLUMNS, exportBatch, scopedSigFilter, sigRequestQuery } from './sig-request-filter';
import { viewsOf } from './sig-request-loader';
import { addDays, isTemplateReady } from './sig-request-view';

export const DEFAULT_EXPIRATION_DAYS = 14;
const PAGE = 50;

export interface AvailablePackage {
  package_id: number;
  name: string;
  location_id: number | null;
  template_ids: number[];
}
export interface AvailableTemplate {
  template_id: number;
  template_type_id: number;
  name: string;
  category: string | null;
}

/** Staff work with requests: search, export, offer packages and templates, create, extend. */
@Injectable()
export class SigRequestStaffService {
  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    private readonly configs: CustomerConfigService,
    @Inject(STORAGE) private readonly storage: StorageService,
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
    private readonly audit: AuditService,
  ) {}

  async count(auth: AuthContext, filter: SigRequestFilter): Promise<{ count: number }> {
    return { count: await sigRequestQuery(this.ds, auth.customerId, scopedSigFilter(auth, filter)).getCount() };
  }

  async query(auth: AuthContext, filter: SigRequestFilter): Promise<SignatureRequest[]> {
    const reqs = await sigRequestQuery(this.ds, auth.customerId, scopedSigFilter(auth, filter))
      .orderBy('r.setup_date', 'DESC')
      .addOrderBy('r.sig_request_id', 'DESC')
      .skip(filter.skip ?? 0)
      .take(filter.take ?? PAGE)
      .getMany();
    return viewsOf(this.ds, auth.customerId, reqs, false);
  }

  /** The filtered requests as a CSV stream, read in keyset-paged batches. */
  exportCsv(auth: AuthContext, filter: SigRequestFilter): Readable {
    const ds = this.ds;
    async function* lines() {
      yield csvLine([...EXPORT_COLUMNS]);
      let after = 0;
      for (;;) {
        const batch = await exportBatch(ds, auth.customerId, scopedSigFilter(auth, filter), after, 1000);
        if (!batch.length) {
          return;
        }
        yield batch.map((row) => csvLine(EXPORT_COLUMNS.map((c) => row[c]))).join('');
        after = Number(batch[batch.length - 1].sig_request_id);
      }
    }
    return Readable.from(lines());
  }

  async availablePackages(auth: AuthContext, locationId?: number): Promise<AvailablePackage[]> {
    const repo = new TenantRepository(this.ds, PackageEntity);
    const packages = locationId === undefined
      ? await repo.find(auth.customerId, { active: 1 })
      : [...(await repo.find(auth.customerId, { active: 1, location_id: IsNull() })), ...(await repo.find(auth.customerId, { active: 1, location_id: locationId }))];
    packages.sort((a, b) => a.name.localeCompare(b.name) || a.package_id - b.package_id);
    const links = packages.length ? await new TenantRepository(this.ds, PackageTemplateEntity).find(auth.customerId, { package_id: In(packages.map((p) => p.package_id)) }) : [];
    return packages.map((p) => ({
      package_id: p.package_id,
      name: p.name,
      location_id: p.location_id,
      template_ids: links.filter((l) => l.package_id === p.package_id).sort((a, b) => a.sort_order - b.sort_order).map((l) => l.template_id),
    }));
  }

  /** Active templates; templates are not tied to locations, so locationId does not narrow them. */
  async availableTemplates(auth: AuthContext): Promise<AvailableTemplate[]> {
    const rows = await new TenantRepository(this.ds, TemplateEntity).find(auth.customerId, { active: 1 });
    rows.sort((a, b) => a.sort_order - b.sort_order || a.name.localeCompare(b.name));
    return rows.map((t) => ({ template_id: t.template_id, template_type_id: t.template_type_id, name: t.name, category: t.category }));
  }

  async applicantLocation(auth: AuthContext, applicantId: number): Promise<number | null> {
    return (await findApplicantInScope(this.ds, auth, applicantId)).location_id;
  }

  /**
   * One SENT request of the packages' templates (package order) then the named templates, without repeats,
   * with the REQUESTER values staff give for them (requester_values; a required one must be filled).
   * With enable_re_use_of_signed_forms, forms the applicant signed in an earlier completed request are
   * re-used (complete, nothing to sign); when nothing is left to do the request is complete for the
   * applicant at once and its signed PDF is rendered from the earlier pages.
   */
  async create(auth: AuthContext, applicantId: number, body: CreateSigRequestInput, meta: RequestMeta): Promise<SignatureRequest> {
    await findApplicantInScope(this.ds, auth, applicantId);
    const reuse = await this.configs.flag(auth.customerId, REUSE_SIGNED_FORMS_KEY);
    const flags = await this.configs.flags(auth.customerId, ['disable_radio_group_default', 'disable_international_phone_numbers']);
    const ruleContext = {
      today: new Date().toISOString().slice(0, 10),
      disableRadioGroupDefault: flags.disable_radio_group_default,
      disableInternationalPhoneNumbers: flags.disable_international_phone_numbers,
    };
    const { id, nothingToDo } = await this.ds.transaction(async (m) => {
      const { packageIds, templateIds, templates } = await resolveRequestTemplates(m, auth.customerId, body);
      const typeOf = new Map(templates.map((t) => [t.template_id, t.template_type_id]));
      const signable = templateIds.filter((tid) => !NO_SIGNATURE_TEMPLATE_TYPES.includes(typeOf.get(tid)!));
      const reused = reuse ? await reusableSignedForms(m, this.storage, auth.customerId, applicantId, signable) : new Map<number, number>();
      // Staff fill the REQUESTER fields (an offer's start date and pay rate) as they send: checked before anything is stored.
      const requester = await planRequesterValues(m, auth, applicantId, templateIds, body.requester_values ?? {}, ruleContext, new Set(reused.keys()));
      // Each template's current version is kept with the request: a later builder save does not change what it shows.
      const versions = await pinTemplateVersions(m, auth.customerId, templateIds);
      const rows = templateIds.map((template_id, i) => ({
        customer_id: auth.customerId, template_id, template_sort_order: i + 1, template_version: versions.get(template_id) ?? null,
        form_complete: reused.has(template_id) ? 1 : 0, reused_from_sig_request_id: reused.get(template_id) ?? null,
      }));
      // New links have no uploads: only a request whose every form is re-used is ready as it is created.
      const allReady = rows.every((r) => isTemplateReady(typeOf.get(r.template_id)!, { ...r, upload_key: null }));
      const now = new Date();
      const req = await new TenantRepository(m, SigRequestEntity).insert(auth.customerId, {
        applicant_id: applicantId,
        status: 'SENT',
        setup_date: now,
        last_updated: now,
        expiration_date: addDays(now, body.expiration_days ?? DEFAULT_EXPIRATION_DAYS),
        package_id: packageIds.length === 1 ? packageIds[0] : null,
        sign_individually: body.sign_individually ? 1 : 0,
        isolated_signing: templates.some((t) => t.isolated_signing) ? 1 : 0,
        created_by: auth.userId ?? null,
        applicant_complete_date: allReady ? now : null,
      });
      await m.insert(SigRequestTemplateEntity, rows.map((r) => ({ ...r, sig_request_id: req.sig_request_id })));
      for (const plan of requester) {
        await writeFormValues(m, this.audit, auth, { applicantId, templateId: plan.templateId }, plan.items, plan.existing);
      }
      const event = { customer_id: auth.customerId, sig_request_id: req.sig_request_id, actor: actorOf(auth), ...meta };
      await recordSigRequestEvent(m, { ...event, event: 'created', meta: { template_ids: templateIds } });
      for (const r of rows.filter((x) => x.reused_from_sig_request_id !== null)) {
        await recordSigRequestEvent(m, { ...event, event: `form_reused:${r.template_id}`, meta: { from_sig_request_id: r.reused_from_sig_request_id } });
      }
      return { id: req.sig_request_id, nothingToDo: allReady };
    });
    if (nothingToDo) {
      const job: RenderSignedPdfJob = { customerId: auth.customerId, version: 1, sigRequestId: id };
      await this.queue.add(QueueName.Pdf, RENDER_SIGNED_PDF_JOB, job, { jobId: `sig-${auth.customerId}-${id}` });
    }
    return (await viewsOf(this.ds, auth.customerId, [await new TenantRepository(this.ds, SigRequestEntity).findOneOr404(auth.customerId, { sig_request_id: id })], false))[0];
  }

  /** Extends from the current expiration (or from now when it has passed). */
  async extendExpiration(auth: AuthContext, applicantId: number, id: number, body: ExtendExpirationInput, meta: RequestMeta): Promise<SignatureRequest> {
    const req = await this.ds.transaction(async (m) => {
      const found = await new TenantRepository(m, SigRequestEntity).findOneOr404(auth.customerId, { sig_request_id: id, applicant_id: applicantId });
      if (found.complete_date) {
        throw badRequest('sig_request_complete');
      }
      const now = new Date();
      const base = found.expiration_date && new Date(found.expiration_date) > now ? new Date(found.expiration_date) : now;
      const expiration = addDays(base, body.value);
      await m.getRepository(SigRequestEntity).update({ sig_request_id: id, customer_id: auth.customerId }, { expiration_date: expiration, last_updated: now });
      await recordSigRequestEvent(m, { customer_id: auth.customerId, sig_request_id: id, event: 'expiration_extended', actor: actorOf(auth), ...meta, meta: { days: body.value, expiration_date: expiration.toISOString() } });
      return { ...found, expiration_date: expiration };
    });
    return (await viewsOf(this.ds, auth.customerId, [req], false))[0];
  }
}
