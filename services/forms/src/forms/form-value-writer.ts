import type { EntityManager } from 'typeorm';
import type { DynamicField, FieldValue } from '@attest/contracts';
import { maskTail, TenantRepository, type AuditService, type AuthContext } from '@attest/platform';
import { asStoredText } from './applicant-patch';
import { FormValueEntity } from './entities';
import { isConcealed, openValue, sealValue } from './stored-values';

export type FormValueItem = { field: DynamicField; value: FieldValue };

/**
 * Writes the edc_form_values of one applicant and template in the caller's transaction: changed rows
 * updated, new ones in one multi-row insert, concealed values sealed, and one audit entry with what changed
 * (concealed values masked). Items must be values the shared rules accepted (planSubmission).
 */
export async function writeFormValues(
  m: EntityManager,
  audit: AuditService,
  auth: AuthContext,
  target: { applicantId: number; templateId: number },
  items: FormValueItem[],
  existing: Map<number, FormValueEntity>,
): Promise<void> {
  if (!items.length) {
    return;
  }
  const { applicantId, templateId } = target;
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
  await audit.record(auth, { entity: 'form_values', entityId: `${templateId}:${applicantId}`, action: 'submit', changes }, m);
}
