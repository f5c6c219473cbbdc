import type { EntityManager } from 'typeorm';
import { fieldCipher, TenantRepository } from '@attest/platform';
import type { I9RecordEntity } from '../../records/entities';
import type { Actor } from '../../shared/actor';
import { I9DocumentChoiceEntity } from '../entities';
import type { ChosenDocument } from './dto/document-choice.dto';

/** The employee's choice as answered (GET .../documents, PUT .../documents/choice). */
export interface DocumentChoiceView {
  documents: ChosenDocument[];
  chosen_by_party: string;
  updated_at: string;
}

type RecordKey = Pick<I9RecordEntity, 'id' | 'customer_id'>;

function open(row: I9DocumentChoiceEntity): ChosenDocument[] {
  try {
    const parsed = JSON.parse(fieldCipher().decrypt(row.documents)) as unknown;
    return Array.isArray(parsed) ? (parsed as ChosenDocument[]) : [];
  } catch {
    return [];
  }
}

export function choiceView(row: I9DocumentChoiceEntity): DocumentChoiceView {
  return { documents: open(row), chosen_by_party: row.chosen_by_party, updated_at: new Date(row.updated_at).toISOString() };
}

/** What the trail keeps of a choice: `A:US_PASSPORT`, ... (types only). */
export const choiceTrailValue = (documents: readonly ChosenDocument[]) => ({ documents: documents.map((d) => `${d.list}:${d.document_type}`) });

export function findChoice(m: EntityManager, record: RecordKey): Promise<I9DocumentChoiceEntity | null> {
  return new TenantRepository(m, I9DocumentChoiceEntity).findOne(record.customer_id, { record_id: record.id });
}

/** The record's choice as answered, or null when the employee has not chosen. */
export async function readChoice(m: EntityManager, record: RecordKey): Promise<DocumentChoiceView | null> {
  const row = await findChoice(m, record);
  return row ? choiceView(row) : null;
}

/** Inserts or replaces the record's choice (the record is locked by the caller). */
export async function writeChoice(m: EntityManager, record: RecordKey, existing: I9DocumentChoiceEntity | null, documents: ChosenDocument[], actor: Actor): Promise<I9DocumentChoiceEntity> {
  const repo = new TenantRepository(m, I9DocumentChoiceEntity);
  const now = new Date();
  const fields = { documents: fieldCipher().encrypt(JSON.stringify(documents)), chosen_by_party: actor.party, chosen_by_id: actor.id, updated_at: now };
  if (existing) {
    await repo.update(record.customer_id, { id: existing.id }, fields);
    return Object.assign(existing, fields);
  }
  return repo.insert(record.customer_id, { record_id: record.id, created_at: now, ...fields });
}
