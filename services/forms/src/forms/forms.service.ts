import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { FIELD_TYPE, TEMPLATE_TYPE, type DynamicField, type FormTemplate } from '@attest/contracts';
import { notFound, TenantRepository, requireCustomer, type AuthContext } from '@attest/platform';
import { ApplicantPort } from '../applicant-port/applicant-port';
import { SigRequestFormHook } from '../applicant-port/sig-request-form-hook';
import { TemplateEntity } from './entities';
import { formValueRows, needsApplicant, storedValues } from './stored-values';
import { loadTags, loadTemplate } from './template-loader';
import { toTemplateSummary } from './to-form-template';
import { loadTemplateVersion } from './template-version-loader';

/** Reads form templates with their fields and the values stored for an applicant. */
@Injectable()
export class FormsService {
  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    private readonly applicants: ApplicantPort,
    private readonly sigRequests: SigRequestFormHook,
  ) {}

  /** Active templates of the customer; applicants do not see those hidden from them. */
  async list(auth: AuthContext): Promise<Omit<FormTemplate, 'fields'>[]> {
    const where = auth.party === 'applicant' ? { active: 1, hide_from_applicant: 0 } : { active: 1 };
    const rows = (await new TenantRepository(this.ds, TemplateEntity).find(auth.customerId, where)).sort(
      (a, b) => a.sort_order - b.sort_order || a.template_id - b.template_id,
    );
    const tags = await loadTags(this.ds, auth.customerId, rows.map((r) => r.template_id));
    return rows.map((r) => toTemplateSummary(r, tags.get(r.template_id) ?? []));
  }

  /** One template with fields and stored values; staff name the applicant and get requester-mode data. */
  async get(auth: AuthContext, templateId: number, applicantIdParam: number | undefined, sigRequestId?: number): Promise<FormTemplate> {
    let loaded = await loadTemplate(this.ds, auth.customerId, templateId);
    if (auth.party === 'applicant' && loaded.template.active !== 1) {
      throw notFound();
    }
    const applicantId = await this.applicants.resolveApplicant(this.ds, auth, applicantIdParam);
    // Inside a signature request the form is the one it was sent with, whatever the builder saved since.
    if (sigRequestId !== undefined) {
      const version = await this.sigRequests.templateVersionOf(this.ds, auth.customerId, applicantId, sigRequestId, templateId);
      loaded = await loadTemplateVersion(this.ds, auth.customerId, templateId, version);
    }
    const fields = this.fieldsFor(auth, loaded.fields);
    return { ...toTemplateSummary(loaded.template, loaded.tags), fields: await this.withValues(auth, applicantId, templateId, fields) };
  }

  /** GET edcfield/prescreenfields/{id}: the fields of a prescreen template (values filled for an applicant). */
  async prescreenFields(auth: AuthContext, customerId: number, templateId: number): Promise<DynamicField[]> {
    requireCustomer(auth, customerId);
    const loaded = await loadTemplate(this.ds, auth.customerId, templateId);
    if (loaded.template.template_type_id !== TEMPLATE_TYPE.PRE_SCREEN || (auth.party === 'applicant' && loaded.template.active !== 1)) {
      throw notFound();
    }
    const fields = this.fieldsFor(auth, loaded.fields);
    return auth.party === 'applicant' ? this.withValues(auth, auth.applicantId!, templateId, fields) : fields;
  }

  /**
   * An applicant never receives REQUESTER fields, except those marked applicant_read_only (staff fill
   * them, the applicant reads them: an offer's start date and pay rate); they are never theirs to fill.
   */
  private fieldsFor(auth: AuthContext, fields: DynamicField[]): DynamicField[] {
    return auth.party === 'applicant' ? fields.filter((f) => f.field_type !== FIELD_TYPE.REQUESTER || f.params.applicant_read_only === true) : fields;
  }

  private async withValues(auth: AuthContext, applicantId: number, templateId: number, fields: DynamicField[]): Promise<DynamicField[]> {
    const [view, rows] = await Promise.all([
      needsApplicant(fields) ? this.applicants.view(auth, auth.customerId, applicantId) : Promise.resolve(null),
      formValueRows(this.ds, auth.customerId, applicantId, templateId, fields.map((f) => f.field_id)),
    ]);
    const values = storedValues(fields, view, rows);
    return fields.map((f) => ({ ...f, value: values[f.name] ?? null }));
  }
}
