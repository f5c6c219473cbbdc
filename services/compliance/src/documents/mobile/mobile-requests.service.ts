import { Inject, Injectable } from '@nestjs/common';
import { DataSource, MoreThanOrEqual, type EntityManager } from 'typeorm';
import { AppException, badRequest, conflict, forbidden, isMysql, notFound, randomToken, safeEqual, sha256Hex, TenantRepository, type AuthContext, type MultipartUpload } from '@attest/platform';
import { lockRecord } from '../../records/record-lock';
import { I9RecordsService } from '../../records/i9-records.service';
import { ActorService, type Actor } from '../../shared/actor';
import { TrailService } from '../../trail/trail.service';
import { parseDocumentSlot, parseSideOnly } from '../dto/image-target.dto';
import { DocumentImagesService } from '../document-images.service';
import { I9DocumentImageEntity, I9MobileRequestEntity } from '../entities';
import type { DocumentImageView } from '../image-view';
import type { CreateMobileRequestBody } from './dto/create-mobile-request.dto';
import { codeHash, isRequestId, MOBILE_MAX_ATTEMPTS, MOBILE_REQUEST_TTL_MS, MOBILE_TOKEN_TTL_MS, newCode } from './mobile-request-rules';

export interface CreatedMobileRequest {
  id: string;
  /** Shown on the desktop once; typed on the phone. */
  code: string;
  list: string;
  index: number;
  status: 'pending';
  expires_at: string;
}

/** What the phone and the polling desktop see: no personal data. */
export interface MobileRequestStatusView {
  status: 'pending' | 'verified' | 'locked' | 'expired';
  list: string;
  index: number;
  expires_at: string;
  attempts_left: number;
  /** The sides of this document stored since the request was made. */
  received: { side: string; at: string }[];
}

export interface VerifiedMobileRequest {
  token: string;
  token_expires_at: string;
  list: string;
  index: number;
}

type VerifyOutcome = { ok: true; answer: VerifiedMobileRequest } | { ok: false; error: AppException };

/**
 * "Continue on your phone" (applicant-side §7 mobileVerificationRequests): the desktop user makes a request for
 * one document and is shown a code; the phone opens the link, types the code (5 tries, 15 minutes) and gets a
 * short-lived token that uploads images for that record's document only, as the desktop user.
 */
@Injectable()
export class MobileRequestsService {
  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    private readonly records: I9RecordsService,
    private readonly actors: ActorService,
    private readonly trail: TrailService,
    private readonly images: DocumentImagesService,
  ) {}

  async create(auth: AuthContext, body: CreateMobileRequestBody): Promise<CreatedMobileRequest> {
    const slot = parseDocumentSlot(body as unknown as Record<string, unknown>);
    await this.images.prepareUpload(auth, body.recordId);
    return this.ds.transaction(async (m) => {
      const { record, applicant } = await this.records.lockInScope(m, auth, body.recordId);
      const actor = await this.actors.of(m, auth, auth.party === 'applicant' ? applicant : undefined);
      const id = randomToken();
      const code = newCode();
      // Whole seconds: what every database keeps, so the answer and later reads agree.
      const now = new Date(Math.floor(Date.now() / 1000) * 1000);
      const expires = new Date(now.getTime() + MOBILE_REQUEST_TTL_MS);
      await new TenantRepository(m, I9MobileRequestEntity).insert(record.customer_id, {
        record_id: record.id, id_hash: sha256Hex(id), code_hash: codeHash(id, code), list: slot.list, doc_index: slot.index,
        status: 'pending', attempts: 0, created_by_party: actor.party, created_by_id: actor.id, created_by_name: actor.name,
        acting_user_id: actor.actingUserId, token_hash: null, token_expires_at: null, expires_at: expires, verified_at: null, created_at: now,
      });
      await this.trail.append(m, record, actor, { action: 'create', target: `mobile:${slot.list}${slot.index}`, after: { expires_at: expires.toISOString() } });
      return { id, code, list: slot.list, index: slot.index, status: 'pending', expires_at: expires.toISOString() };
    });
  }

  async status(requestId: string): Promise<MobileRequestStatusView> {
    const request = await this.find(this.ds.manager, requestId);
    const received = await new TenantRepository(this.ds, I9DocumentImageEntity).find(request.customer_id, {
      record_id: request.record_id, list: request.list, doc_index: request.doc_index, created_at: MoreThanOrEqual(request.created_at),
    });
    return {
      status: statusOf(request, new Date()),
      list: request.list,
      index: request.doc_index,
      expires_at: new Date(request.expires_at).toISOString(),
      attempts_left: Math.max(0, MOBILE_MAX_ATTEMPTS - request.attempts),
      received: received.filter((i) => !i.removed_at).map((i) => ({ side: i.side, at: new Date(i.created_at).toISOString() })),
    };
  }

  /** The code: right → the upload token (once); wrong → one try fewer, the 5th locks; 410 once expired. */
  async verify(requestId: string, code: string): Promise<VerifiedMobileRequest> {
    const outcome = await this.ds.transaction(async (m): Promise<VerifyOutcome> => {
      const request = await this.find(m, requestId, true);
      const now = new Date();
      const status = statusOf(request, now);
      if (status !== 'pending') {
        return { ok: false, error: refusal(status) };
      }
      const repo = new TenantRepository(m, I9MobileRequestEntity);
      if (!safeEqual(codeHash(requestId, code), request.code_hash)) {
        const attempts = request.attempts + 1;
        const locked = attempts >= MOBILE_MAX_ATTEMPTS;
        await repo.update(request.customer_id, { id: request.id }, { attempts, status: locked ? 'locked' : 'pending' });
        // The wrong try is kept (committed) whatever is answered.
        return { ok: false, error: locked ? conflict('i9_mobile_request_locked') : badRequest('i9_mobile_code_invalid', { attempts_left: MOBILE_MAX_ATTEMPTS - attempts, fields: { value: 'i9_mobile_code_invalid' } }) };
      }
      const token = randomToken();
      const tokenExpires = new Date(now.getTime() + MOBILE_TOKEN_TTL_MS);
      await repo.update(request.customer_id, { id: request.id }, { status: 'verified', verified_at: now, token_hash: sha256Hex(token), token_expires_at: tokenExpires });
      return { ok: true, answer: { token, token_expires_at: tokenExpires.toISOString(), list: request.list, index: request.doc_index } };
    });
    if (!outcome.ok) {
      throw outcome.error;
    }
    return outcome.answer;
  }

  /** Before the body is read: the token is this request's and alive (403 i9_mobile_token_invalid); answers the maximum size. */
  async prepareUpload(requestId: string, token: unknown): Promise<{ request: I9MobileRequestEntity; maxMb: number }> {
    const request = await this.find(this.ds.manager, requestId);
    requireToken(request, token);
    const maxMb = await this.ds.transaction(async (m) => this.images.uploadLimitMb(m, await lockRecord(m, request.customer_id, request.record_id)));
    return { request, maxMb };
  }

  /** One side of the request's document, stored as the desktop user who made the request. */
  async upload(requestId: string, token: unknown, upload: MultipartUpload, ip: string | undefined): Promise<DocumentImageView> {
    const side = parseSideOnly(upload.fields);
    return this.ds.transaction(async (m) => {
      const request = await this.find(m, requestId, true);
      requireToken(request, token);
      const record = await lockRecord(m, request.customer_id, request.record_id);
      const actor: Actor = { party: request.created_by_party as Actor['party'], id: request.created_by_id, name: request.created_by_name, actingUserId: request.acting_user_id, ip: ip ?? null };
      return this.images.store(m, record, actor, { list: request.list as 'A' | 'B' | 'C', index: request.doc_index, side }, upload.file, 'mobile');
    });
  }

  private async find(m: EntityManager, requestId: string, lock = false): Promise<I9MobileRequestEntity> {
    if (!isRequestId(requestId)) {
      throw notFound();
    }
    // The link's id is the credential here (no session names the customer), as a signing link's token is.
    const qb = m.getRepository(I9MobileRequestEntity).createQueryBuilder('r').where('r.id_hash = :hash', { hash: sha256Hex(requestId) });
    if (lock && isMysql(m.connection)) {
      qb.setLock('pessimistic_write');
    }
    const request = await qb.getOne();
    if (!request) {
      throw notFound();
    }
    return request;
  }
}

function statusOf(request: I9MobileRequestEntity, now: Date): MobileRequestStatusView['status'] {
  if (request.status === 'locked') {
    return 'locked';
  }
  if (request.status === 'verified') {
    return request.token_expires_at && new Date(request.token_expires_at) > now ? 'verified' : 'expired';
  }
  return new Date(request.expires_at) > now ? 'pending' : 'expired';
}

function refusal(status: MobileRequestStatusView['status']): AppException {
  switch (status) {
    case 'locked':
      return conflict('i9_mobile_request_locked');
    case 'expired':
      return new AppException(410, 'i9_mobile_request_expired');
    case 'verified':
    case 'pending':
      return conflict('i9_mobile_request_used');
  }
}

function requireToken(request: I9MobileRequestEntity, token: unknown): void {
  const alive = request.status === 'verified' && request.token_hash && request.token_expires_at && new Date(request.token_expires_at) > new Date();
  if (!alive || typeof token !== 'string' || !safeEqual(sha256Hex(token), request.token_hash as string)) {
    throw forbidden('i9_mobile_token_invalid');
  }
}
