import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { findApplicantInScope } from '@attest/applicant';
import { visibleFieldsFor, type FormTemplate } from '@attest/contracts';
import { fieldErrors, type AuthContext } from '@attest/platform';
import { formValueRows, storedValues } from '@attest/forms';
import { loadTemplate } from '@attest/forms';
import { toTemplateSummary } from '@attest/forms';
import { resolveRequestTemplates } from './request-templates';

/** `1,2,3` → ids; anything else in the list is a 400 on that parameter. */
export function parseIdList(raw: string | undefined, name: string): number[] {
  if (raw === undefined || raw === '') {
    return [];
  }
  const parts = raw.split(',');
  if (parts.length > 200 || !parts.every((p) => /^[1-9]\d{0,9}$/.test(p))) {
    throw fieldErrors({ [name]: 'invalid_entry' });
  }
  return parts.map(Number);
}

/**
 * Requester mode through the signature-request route (staff-side spec §5 "Requester-mode forms"): the
 * REQUESTER fields of the templates a request of these packages and templates would hold, with what is
 * stored for the applicant, so staff fill them as they send. Templates without REQUESTER fields are left out;
 * with nothing chosen the answer is empty.
 */
@Injectable()
export class RequesterFormsService {
  constructor(@Inject(DataSource) private readonly ds: DataSource) {}

  async forSending(auth: AuthContext, applicantId: number, choice: { package_ids: number[]; template_ids: number[] }): Promise<FormTemplate[]> {
    await findApplicantInScope(this.ds, auth, applicantId);
    if (!choice.package_ids.length && !choice.template_ids.length) {
      return []; // nothing chosen yet: nothing to fill
    }
    const { templateIds } = await resolveRequestTemplates(this.ds, auth.customerId, choice);
    const forms: FormTemplate[] = [];
    for (const templateId of templateIds) {
      const loaded = await loadTemplate(this.ds, auth.customerId, templateId);
      const requester = visibleFieldsFor(loaded.fields, 'requester');
      if (!requester.length) {
        continue;
      }
      const rows = await formValueRows(this.ds, auth.customerId, applicantId, templateId, requester.map((f) => f.field_id));
      const values = storedValues(requester, null, rows);
      forms.push({ ...toTemplateSummary(loaded.template, loaded.tags), fields: requester.map((f) => ({ ...f, value: values[f.name] ?? null })) });
    }
    return forms;
  }
}
