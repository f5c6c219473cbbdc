import { parseJson } from '@attest/platform';
import { In, type DataSource, type EntityManager } from 'typeorm';
import { FIELD_TYPE, type FieldParams } from '@attest/contracts';
import { FieldEntity, FormValueEntity } from '@attest/forms';

/** The offer letter's employer fields as the seed writes them now (REQUESTER, read-only for the applicant). */
export interface OfferFieldSpec {
  code: string;
  params: FieldParams;
  /** What an earlier seed stored as the field's params (then an applicant field). */
  earlierParams: FieldParams;
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A demo database seeded before issue 14 has the offer letter's start date and pay rate as applicant
 * fields: turn them into REQUESTER fields unless staff changed them since (type or params differ).
 */
export async function upgradeOfferFields(ds: DataSource, customerId: number, templateId: number, specs: OfferFieldSpec[]): Promise<void> {
  const fields = await ds.getRepository(FieldEntity).findBy({ customer_id: customerId, template_id: templateId, code: In(specs.map((s) => s.code)) });
  for (const field of fields) {
    const spec = specs.find((s) => s.code === field.code)!;
    if (field.field_type === null && sameJson(parseJson<unknown>(field.params, null), spec.earlierParams)) {
      await ds.getRepository(FieldEntity).update({ field_id: field.field_id }, { field_type: FIELD_TYPE.REQUESTER, params: JSON.stringify(spec.params) });
    }
  }
}

/** The demo applicant's offer as staff would have filled it when sending (only values not stored yet). */
export async function fillDemoOffer(m: EntityManager, customerId: number, applicantId: number, templateId: number, values: Record<string, string>): Promise<void> {
  const fields = await m.getRepository(FieldEntity).findBy({ customer_id: customerId, template_id: templateId, code: In(Object.keys(values)) });
  const have = new Set((await m.getRepository(FormValueEntity).findBy({ customer_id: customerId, applicant_id: applicantId, template_id: templateId })).map((v) => v.field_id));
  const missing = fields.filter((f) => !have.has(f.field_id));
  if (missing.length) {
    const now = new Date();
    await m.insert(FormValueEntity, missing.map((f) => ({ customer_id: customerId, applicant_id: applicantId, template_id: templateId, field_id: f.field_id, value: values[f.code], updated_at: now })));
  }
}
