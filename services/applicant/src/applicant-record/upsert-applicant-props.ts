import type { EntityManager } from 'typeorm';
import { TenantRepository } from '@attest/platform';
import { ApplicantPropEntity } from './entities';

type Scalar = string | number | boolean | null;
type Changes = Record<string, { from: unknown; to: unknown }>;

/** Stores props (state '') and state_props (2-letter state) one row per key; null deletes the key. */
export async function upsertApplicantProps(
  m: EntityManager,
  customerId: number,
  applicantId: number,
  props: Record<string, Scalar>,
  stateProps: Record<string, Record<string, Scalar>>,
  changes: Changes,
): Promise<void> {
  const repo = new TenantRepository(m, ApplicantPropEntity);
  const existing = await repo.find(customerId, { applicant_id: applicantId });
  const wanted: { state: string; code: string; value: Scalar }[] = [
    ...Object.entries(props).map(([code, value]) => ({ state: '', code, value })),
    ...Object.entries(stateProps).flatMap(([state, inner]) => Object.entries(inner).map(([code, value]) => ({ state, code, value }))),
  ];
  for (const w of wanted) {
    const row = existing.find((e) => e.state === w.state && e.code === w.code);
    const value = w.value === null ? null : String(typeof w.value === 'boolean' ? (w.value ? 1 : 0) : w.value);
    const label = w.state ? `state_props.${w.state}.${w.code}` : `props.${w.code}`;
    if ((row?.value ?? null) !== value) {
      changes[label] = { from: row?.value ?? null, to: value };
    }
    if (row && value === null) {
      await repo.delete(customerId, { id: row.id });
    } else if (row) {
      await repo.update(customerId, { id: row.id }, { value });
    } else if (value !== null) {
      // A concurrent first write of the same key may have committed since the read: take its row (unique key
      // applicant_id, state, code) rather than fail on the duplicate; the last write wins.
      await m
        .createQueryBuilder()
        .insert()
        .into(ApplicantPropEntity)
        .values({ customer_id: customerId, applicant_id: applicantId, state: w.state, code: w.code, value })
        .orUpdate(['value'], ['applicant_id', 'state', 'code'])
        .execute();
    }
  }
}
