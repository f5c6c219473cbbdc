import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { SigRequestEventEntity } from './entities/sig-request-event.entity';
import { SigRequestEntity } from './entities/sig-request.entity';

export interface SigRequestEventInput {
  sig_request_id: number;
  /** e.g. 'status:OPENED', 'order', 'candidate_signed', 'form_complete:12', 'signed'. */
  event: string;
  ip?: string | null;
  user_agent?: string | null;
  /** 'applicant:12', 'user:3', 'system'. */
  actor?: string | null;
  /** Known to the caller; else read from the request. */
  customer_id?: number;
  meta?: Record<string, unknown>;
}

/** The request's audit trail (shown on the signed PDF's certificate page); written in the caller's transaction. */
export async function recordSigRequestEvent(m: EntityManager, e: SigRequestEventInput): Promise<SigRequestEventEntity> {
  const customerId = e.customer_id ?? (await m.getRepository(SigRequestEntity).findOneByOrFail({ sig_request_id: e.sig_request_id })).customer_id;
  return m.getRepository(SigRequestEventEntity).save({
    customer_id: customerId,
    sig_request_id: e.sig_request_id,
    event: e.event.slice(0, 64),
    at: new Date(),
    ip: e.ip?.slice(0, 64) ?? null,
    user_agent: e.user_agent?.slice(0, 512) ?? null,
    actor: e.actor?.slice(0, 128) ?? null,
    meta: e.meta ? JSON.stringify(e.meta) : null,
  });
}

@Injectable()
export class SigRequestEventsService {
  record(m: EntityManager, e: SigRequestEventInput): Promise<SigRequestEventEntity> {
    return recordSigRequestEvent(m, e);
  }
}
