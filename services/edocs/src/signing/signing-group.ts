import { In, IsNull, type DataSource, type EntityManager } from 'typeorm';
import { isActionable, signableTogether } from '@attest/contracts';
import { TenantRepository } from '@attest/platform';
import { SigRequestEntity } from '../signature-requests/entities';
import { requestDocuments, type RequestDocument } from './request-documents';

type Db = DataSource | EntityManager;

const asDto = (r: SigRequestEntity) => ({
  status: r.status,
  applicant_complete_date: r.applicant_complete_date ? new Date(r.applicant_complete_date).toISOString() : null,
  sign_individually: r.sign_individually,
});

export const isOpenForSigning = (r: SigRequestEntity, now = new Date()) =>
  isActionable(asDto(r)) && !(r.expiration_date && new Date(r.expiration_date).getTime() < now.getTime());

/** Something to sign and every form that needs a signature filled. */
export const readyToSign = (docs: RequestDocument[]) => docs.some((d) => d.needsSignature) && docs.every((d) => !d.needsSignature || !!d.link.form_complete);

/**
 * The applicant's other requests one signature may sign together with `primary` (spec: actionable requests
 * without sign_individually may be signed together). Only requests that are not expired and are ready to
 * sign join: one that still has forms to fill would block the others. A primary marked sign_individually
 * signs alone.
 */
export async function othersSignableWith(db: Db, primary: SigRequestEntity): Promise<number[]> {
  if (primary.sign_individually) {
    return [];
  }
  const mine = await new TenantRepository(db, SigRequestEntity).find(primary.customer_id, { applicant_id: primary.applicant_id, applicant_complete_date: IsNull() });
  const candidates = signableTogether(mine.map((r) => ({ ...asDto(r), row: r })))
    .map((c) => c.row)
    .filter((r) => r.sig_request_id !== primary.sig_request_id && isOpenForSigning(r));
  const out: number[] = [];
  for (const r of candidates.sort((a, b) => a.sig_request_id - b.sig_request_id)) {
    if (readyToSign(await requestDocuments(db, r.customer_id, r.sig_request_id))) {
      out.push(r.sig_request_id);
    }
  }
  return out;
}

/** The link's other requests that still belong to the applicant, in the link's order; gone ones drop out. */
export async function loadLinked(db: Db, customerId: number, applicantId: number, ids: number[]): Promise<SigRequestEntity[]> {
  if (!ids.length) {
    return [];
  }
  const rows = await new TenantRepository(db, SigRequestEntity).find(customerId, { sig_request_id: In(ids), applicant_id: applicantId });
  const byId = new Map(rows.map((r) => [r.sig_request_id, r]));
  return ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
}
