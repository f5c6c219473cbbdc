import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ValidationError } from 'yup';
import { updateApplicantSchema, type FormErrors, type FormValues } from '@attest/contracts';
import { AuditService, badRequest, CustomerConfigService, maskTail, notFound, type AuthContext } from '@attest/platform';
import { ApplicantPort } from '../applicant-port/applicant-port';
import { SigRequestFormHook } from '../applicant-port/sig-request-form-hook';
import type { RequestMeta } from '@attest/platform';
import { buildApplicantPatch, type ApplicantPatch } from './applicant-patch';
import type { SubmitFormInput } from './dto/submit-form.dto';
import { writeFormValues } from './form-value-writer';
import { formValueRows, isConcealed, needsApplicant, storedValues } from './stored-values';
import { planSubmission } from './submission-plan';
import { loadTemplate } from './template-loader';
import { loadTemplateVersion } from './template-version-loader';
import { routeOf } from './value-routes';

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
    private readonly applicants: ApplicantPort,
    private readonly audit: AuditService,
    private readonly configs: CustomerConfigService,
    private readonly sigRequests: SigRequestFormHook,
  ) {}

  async submit(auth: AuthContext, templateId: number, body: SubmitFormInput, meta?: RequestMeta): Promise<{ values: FormValues }> {
    const live = await loadTemplate(this.ds, auth.customerId, templateId);
    if (auth.party === 'applicant' && live.template.active !== 1) {
      throw notFound();
    }
    const applicantId = await this.applicants.resolveApplicant(this.ds, auth, body.applicantId);
    // A form of a signature request is checked against the version the request was sent with.
    const { fields } =
      body.sig_request_id === undefined
        ? live
        : await loadTemplateVersion(this.ds, auth.customerId, templateId, await this.sigRequests.templateVersionOf(this.ds, auth.customerId, applicantId, body.sig_request_id, templateId));
    const [view, rows, flags] = await Promise.all([
      needsApplicant(fields) ? this.applicants.view(auth, auth.customerId, applicantId) : Promise.resolve(null),
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
        await this.applicants.update(auth, auth.customerId, patch.input, m);
      }
      await writeFormValues(m, this.audit, auth, { applicantId, templateId }, plan.store.filter((i) => routeOf(i.field).kind === 'form'), rows);
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
