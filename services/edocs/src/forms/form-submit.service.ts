import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { ValidationError } from 'yup';
import { updateApplicantSchema, type DynamicField, type FieldValue, type FormErrors, type FormValues } from '@attest/contracts';
import { ApplicantRecordService } from '@attest/applicant';
import { AuditService, badRequest, CustomerConfigService, maskTail, notFound, TenantRepository, type AuthContext } from '@attest/platform';
import { resolveApplicant } from '../shared/applicant-scope';
import type { RequestMeta } from '../signature-requests/request-meta';
import { SignatureRequestsService } from '../signature-requests/signature-requests.service';
import { asStoredText, buildApplicantPatch, type ApplicantPatch } from './applicant-patch';
import type { SubmitFormInput } from './dto/submit-form.dto';
import { FormValueEntity } from './entities';
import { formValueRows, isConcealed, needsApplicant, openValue, sealValue, storedValues } from './stored-values';
import { planSubmission } from './submission-plan';
import { loadTemplate } from './template-loader';
import { routeOf } from './value-routes';

type Item = { field: DynamicField; value: FieldValue };

function validationFailed(errors: FormErrors) {
  const fields: Record<string, string> = {};
  const params: Record<string, Record<string, string | number>> = {};
  for (const [name, e] of Object.entries(errors)) {
    fields[name] = e.key;
    if (e.params) {
      params[name] = e.params;
    }
  }
  return badRequest('validation_failed', { fields, params });
}

/** POST forms/{id}/submit: refuse, drop, validate and normalise with the shared rules, then store in one transaction. */
@Injectable()
export class FormSubmitService {
  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    private readonly records: ApplicantRecordService,
    private readonly audit: AuditService,
    private readonly configs: CustomerConfigService,
    private readonly sigRequests: SignatureRequestsService,
  ) {}

  async submit(auth: AuthContext, templateId: number, body: SubmitFormInput, meta?: RequestMeta): Promise<{ values: FormValues }> {
    const { template, fields } = await loadTemplate(this.ds, auth.customerId, templateId);
    if (auth.party === 'applicant' && template.active !== 1) {
      throw notFound();
    }
    const applicantId = await resolveApplicant(this.ds, auth, body.applicantId);
    const [view, rows, flags] = await Promise.all([
      needsApplicant(fields) ? this.records.get(auth, auth.customerId, applicantId) : Promise.resolve(null),
      formValueRows(this.ds, auth.customerId, applicantId, templateId, fields.map((f) => f.field_id)),
      this.configs.flags(auth.customerId, ['disable_radio_group_default', 'disable_international_phone_numbers']),
    ]);
    const plan = planSubmission({
      fields,
      submitted: body.values,
      stored: storedValues(fields, view, rows, true),
      shown: storedValues(fields, view, rows),
      ctx: {
        mode: auth.party === 'applicant' ? 'applicant' : 'requester',
        today: new Date().toISOString().slice(0, 10),
        country: view?.country ?? undefined,
        disableRadioGroupDefault: flags.disable_radio_group_default,
        disableInternationalPhoneNumbers: flags.disable_international_phone_numbers,
      },
    });
    if (!plan.ok) {
      throw 'refused' in plan ? badRequest('validation_failed', { fields: plan.refused }) : validationFailed(plan.errors);
    }
    const patch = buildApplicantPatch(applicantId, plan.store);
    if (!patch.empty) {
      await assertApplicantPatch(patch);
    }
    await this.ds.transaction(async (m) => {
      if (!patch.empty) {
        // The record service joins this transaction (a savepoint on our manager), so its audit and
        // encryption apply and a later failure here rolls the applicant change back too.
        await this.records.update(auth, auth.customerId, patch.input, m);
      }
      await this.storeFormValues(m, auth, applicantId, templateId, plan.store.filter((i) => routeOf(i.field).kind === 'form'), rows);
      if (body.sig_request_id !== undefined) {
        // In the same transaction: a request that is not the applicant's, lacks this template or has expired stores nothing.
        await this.sigRequests.markFormComplete(m, auth, body.sig_request_id, templateId, applicantId, meta);
      }
    });
    const values: FormValues = {};
    for (const { field, value } of plan.store) {
      const masked = isConcealed(field) || field.model_field === 'fed_tax.fed_id';
      values[field.name] = masked && typeof value === 'string' ? maskTail(value) : value;
    }
    return { values };
  }

  private async storeFormValues(m: EntityManager, auth: AuthContext, applicantId: number, templateId: number, items: Item[], existing: Map<number, FormValueEntity>): Promise<void> {
    if (!items.length) {
      return;
    }
    const repo = new TenantRepository(m, FormValueEntity);
    const changes: Record<string, { from: unknown; to: unknown }> = {};
    const inserts: Partial<FormValueEntity>[] = [];
    const now = new Date();
    for (const { field, value } of items) {
      const text = asStoredText(value);
      const row = existing.get(field.field_id);
      const before = row ? openValue(field, row.value) : null;
      if (row && before === text) {
        continue;
      }
      changes[field.name] = isConcealed(field) ? { from: before ? maskTail(before) : null, to: maskTail(text) } : { from: before, to: text };
      if (row) {
        await repo.update(auth.customerId, { id: row.id }, { value: sealValue(field, text), updated_at: now });
      } else {
        inserts.push({ customer_id: auth.customerId, applicant_id: applicantId, template_id: templateId, field_id: field.field_id, value: sealValue(field, text), updated_at: now });
      }
    }
    // New values in one multi-row insert (a long form's first submit); customer_id is the caller's, as TenantRepository would set it.
    if (inserts.length) {
      await m.insert(FormValueEntity, inserts);
    }
    if (!Object.keys(changes).length) {
      return;
    }
    await this.audit.record(auth, { entity: 'form_values', entityId: `${templateId}:${applicantId}`, action: 'submit', changes }, m);
  }
}

/** The applicant part must pass the profile PUT's own schema; its errors are reported on the form fields. */
async function assertApplicantPatch(patch: ApplicantPatch): Promise<void> {
  try {
    await updateApplicantSchema.validate(patch.input, { abortEarly: false, stripUnknown: false });
  } catch (err) {
    if (!(err instanceof ValidationError)) {
      throw err;
    }
    const errors: FormErrors = {};
    for (const e of err.inner.length ? err.inner : [err]) {
      const path = e.path ?? '';
      const name = patch.fieldOf[path] ?? patch.fieldOf[path.split('.')[0]] ?? path;
      errors[name] ??= { key: typeof e.message === 'string' ? e.message : 'invalid_entry' };
    }
    throw validationFailed(errors);
  }
}
