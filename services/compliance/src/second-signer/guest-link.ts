import type { EntityManager } from 'typeorm';
import { AppException, conflict, notFound, sha256Hex } from '@attest/platform';
import type { I9RecordEntity } from '../records/entities';
import { lockRecord } from '../records/record-lock';
import type { Actor } from '../shared/actor';
import type { I9SecondSignerEntity } from './entities/i9-second-signer.entity';
import { repName } from './second-signer-contact';
import { openForRepresentative } from './second-signer-invitations.service';
import { looksLikeToken } from './second-signer-link';
import { findByTokenHash, findSecondSigner } from './second-signer-store';

export interface OpenLink {
  row: I9SecondSignerEntity;
  record: I9RecordEntity;
  actor: Actor;
}

const gone = (messageKey: string) => new AppException(410, messageKey);
const unknown = () => notFound('i9_second_signer_link_unknown');

/**
 * The record a guest link opens, locked for the transaction, or why not: 404 for a token we never issued
 * (or one replaced by a newer link), 410 i9_second_signer_link_used once Section 2 is signed (by the
 * representative or by staff), 410 i9_second_signer_link_expired after its date, 409 while Section 1 is
 * unsigned. The token itself goes nowhere but into sha256.
 */
export async function openLink(m: EntityManager, token: string, ip: string | null): Promise<OpenLink> {
  if (!looksLikeToken(token)) {
    throw unknown();
  }
  const hash = sha256Hex(token);
  const found = await findByTokenHash(m, hash);
  if (!found) {
    throw unknown();
  }
  const record = await lockRecord(m, found.customer_id, found.record_id);
  // Re-read under the record's lock: a signature or a new link may have just replaced it.
  const row = await findSecondSigner(m, record);
  if (!row || row.token_hash !== hash) {
    throw unknown();
  }
  if (row.used_at || row.status === 'signed' || row.status === 'reviewed' || record.status === 'section2_pending_review' || record.status === 'complete') {
    throw gone('i9_second_signer_link_used');
  }
  if (!row.token_expires_at || new Date(row.token_expires_at).getTime() <= Date.now()) {
    throw gone('i9_second_signer_link_expired');
  }
  if (!openForRepresentative(record)) {
    throw conflict('i9_second_signer_not_ready');
  }
  return { row, record, actor: { party: 'second_signer', id: row.id, name: repName(row), actingUserId: null, ip } };
}
