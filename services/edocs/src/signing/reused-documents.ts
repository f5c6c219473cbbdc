import { In, type DataSource, type EntityManager } from 'typeorm';
import { TenantRepository } from '@attest/platform';
import { SignedDocumentEntity, SigRequestEntity } from '../signature-requests/entities';

/**
 * When each earlier request's signature was given (enable_re_use_of_signed_forms): the signed_at of its
 * signed document, else the request's candidate_signed_date, else its complete_date.
 */
export async function reusedSigningTimes(db: DataSource | EntityManager, customerId: number, sigRequestIds: number[]): Promise<Map<number, Date>> {
  const ids = [...new Set(sigRequestIds)];
  if (!ids.length) {
    return new Map();
  }
  const docs = await new TenantRepository(db, SignedDocumentEntity).find(customerId, { sig_request_id: In(ids) });
  const reqs = await new TenantRepository(db, SigRequestEntity).find(customerId, { sig_request_id: In(ids) });
  const out = new Map<number, Date>();
  for (const r of reqs) {
    const at = docs.find((d) => d.sig_request_id === r.sig_request_id)?.signed_at ?? r.candidate_signed_date ?? r.complete_date;
    if (at) {
      out.set(r.sig_request_id, new Date(at));
    }
  }
  return out;
}
