import type { DataSource, EntityManager } from 'typeorm';
import { canMoveSigRequest, type SigRequestStatus } from '@attest/contracts';
import { AppException, conflict, notFound, TenantRepository, type AuthContext } from '@attest/platform';
import { SigRequestEntity, SigRequestEventEntity } from '../signature-requests/entities';

type Db = DataSource | EntityManager;

/** Where a signing step came from: kept on each event of the audit trail. */
export interface EventSource {
  ip: string | null;
  userAgent: string | null;
  actor: string;
}

/** The request, when the caller may see it: an applicant only their own, staff any of their customer's. Else 404. */
export async function findVisibleRequest(db: Db, auth: AuthContext, id: number): Promise<SigRequestEntity> {
  const where = auth.party === 'applicant' ? { sig_request_id: id, applicant_id: auth.applicantId! } : { sig_request_id: id };
  return new TenantRepository(db, SigRequestEntity).findOneOr404(auth.customerId, where);
}

export async function findRequest(db: Db, customerId: number, id: number): Promise<SigRequestEntity> {
  const row = await new TenantRepository(db, SigRequestEntity).findOne(customerId, { sig_request_id: id });
  if (!row) {
    throw notFound();
  }
  return row;
}

export function assertNotExpired(req: SigRequestEntity, now = new Date()): void {
  if (req.expiration_date && new Date(req.expiration_date).getTime() < now.getTime()) {
    throw new AppException(410, 'sig_request_expired');
  }
}

export async function recordEvent(db: Db, req: Pick<SigRequestEntity, 'customer_id' | 'sig_request_id'>, event: string, source: EventSource, meta?: Record<string, unknown>): Promise<void> {
  await new TenantRepository(db, SigRequestEventEntity).insert(req.customer_id, {
    sig_request_id: req.sig_request_id,
    event,
    at: new Date(),
    ip: source.ip?.slice(0, 64) ?? null,
    user_agent: source.userAgent?.slice(0, 512) ?? null,
    actor: source.actor,
    meta: meta ? JSON.stringify(meta) : null,
  });
}

/**
 * One status move by the contract's rules, guarded on the status read (two racing moves cannot both
 * win), with its 'status:<TO>' event. Refused → 409 invalid_status_transition.
 */
export async function moveStatus(db: Db, req: SigRequestEntity, to: SigRequestStatus, source: EventSource, extra: Partial<SigRequestEntity> = {}): Promise<void> {
  if (!canMoveSigRequest(req.status, to)) {
    throw conflict('invalid_status_transition', { from: req.status, to });
  }
  const now = new Date();
  const result = await db
    .createQueryBuilder()
    .update(SigRequestEntity)
    .set({ status: to, last_activity_date: now, last_updated: now, ...extra })
    .where('sig_request_id = :id AND customer_id = :c AND status = :from', { id: req.sig_request_id, c: req.customer_id, from: req.status })
    .execute();
  if (!result.affected) {
    throw conflict('invalid_status_transition', { from: req.status, to });
  }
  await recordEvent(db, req, `status:${to}`, source);
  Object.assign(req, { status: to, last_activity_date: now, last_updated: now, ...extra });
}
