import type { EntityManager } from 'typeorm';
import { FIELD_TYPE, type FormRuleContext, type FormValues } from '@attest/contracts';
import { badRequest, type AuthContext } from '@attest/platform';
import type { FormValueEntity } from './entities';
import type { FormValueItem } from './form-value-writer';
import { formValueRows, storedValues } from './stored-values';
import { planSubmission } from './submission-plan';
import { loadTemplate } from './template-loader';
import { routeOf } from './value-routes';

/** What one template of a request stores from the staff's REQUESTER values. */
export interface RequesterPlan {
  templateId: number;
  items: FormValueItem[];
  existing: Map<number, FormValueEntity>;
}

/**
 * The REQUESTER values staff give when sending a request (requester mode of the form engine): for every
 * template of the request that has REQUESTER fields, the values given — or those stored for this
 * applicant earlier — must pass the requester-mode rules, so a required one cannot be left empty. Values
 * for a template that is not in the request, or for a field that is not on it, are refused. Errors are
 * reported as `requester_values.<templateId>.<field>`; nothing is stored by this function.
 */
export async function planRequesterValues(
  m: EntityManager,
  auth: AuthContext,
  applicantId: number,
  templateIds: number[],
  given: Record<string, FormValues>,
  ctx: Omit<FormRuleContext, 'mode'>,
  /** Re-used signed forms (enable_re_use_of_signed_forms): copied as signed, nothing of theirs is filled. */
  reused: ReadonlySet<number> = new Set(),
): Promise<RequesterPlan[]> {
  const fields: Record<string, string> = {};
  const params: Record<string, Record<string, string | number>> = {};
  for (const key of Object.keys(given)) {
    if (!templateIds.includes(Number(key))) {
      fields[`requester_values.${key}`] = 'unknown_field';
    }
  }
  const plans: RequesterPlan[] = [];
  for (const templateId of templateIds.filter((id) => !reused.has(id))) {
    const loaded = await loadTemplate(m, auth.customerId, templateId);
    const submitted = given[String(templateId)] ?? {};
    if (!loaded.fields.some((f) => f.field_type === FIELD_TYPE.REQUESTER) && !Object.keys(submitted).length) {
      continue;
    }
    const rows = await formValueRows(m, auth.customerId, applicantId, templateId, loaded.fields.map((f) => f.field_id));
    const plan = planSubmission({
      fields: loaded.fields,
      submitted,
      stored: storedValues(loaded.fields, null, rows, true),
      shown: storedValues(loaded.fields, null, rows),
      ctx: { ...ctx, mode: 'requester' },
    });
    const prefix = `requester_values.${templateId}`;
    if (!plan.ok) {
      if ('refused' in plan) {
        for (const [name, key] of Object.entries(plan.refused)) {
          fields[`${prefix}.${name}`] = key;
        }
      } else {
        for (const [name, error] of Object.entries(plan.errors)) {
          fields[`${prefix}.${name}`] = error.key;
          if (error.params) {
            params[`${prefix}.${name}`] = error.params;
          }
        }
      }
      continue;
    }
    // Staff write the form's own values here; a REQUESTER field bound to the applicant's record is not theirs to change when sending.
    plans.push({ templateId, items: plan.store.filter((i) => routeOf(i.field).kind === 'form'), existing: rows });
  }
  if (Object.keys(fields).length) {
    throw badRequest('validation_failed', { fields, params });
  }
  return plans;
}
