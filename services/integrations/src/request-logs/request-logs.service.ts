import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource, In, LessThan, Not } from 'typeorm';
import { AuditService, CustomerConfigEntity, notFound, optionalId, TenantRepository, type AuthContext } from '@attest/platform';
import type { ExternalRequestDto, ExternalRequestSummaryDto } from '@attest/contracts';
import type { ExternalCallRecord, ExternalCallRecorder } from '../ats/ats-http';
import { ExternalRequestEntity } from './external-request.entity';
import { maskedShape, redactBody, redactPath, redactText } from './redact';

/** Configuration key (catalogue area "integrations"): days an external request log entry is kept. */
export const REQUEST_LOG_RETENTION_KEY = 'external_request_log_retention_days';
export const DEFAULT_REQUEST_LOG_RETENTION_DAYS = 30;
const DAY_MS = 86_400_000;

export interface InboundCall {
  customerId: number;
  adapterId: number;
  method: string;
  path: string;
  status: number | null;
  durationMs: number;
  applicantId?: number | null;
  requestBody?: unknown;
  responseBody?: unknown;
  error?: string | null;
}

const parsed = (text: string | null): unknown => {
  if (text === null) {return null;}
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

/**
 * The external request log (decision 0050): every outbound call through a recorded transport and every
 * inbound webhook (`recordInbound`). Bodies are redacted before storing and encrypted at rest.
 */
@Injectable()
export class RequestLogsService implements ExternalCallRecorder {
  private readonly log = new Logger('ExternalRequests');

  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    @Inject(AuditService) private readonly audit: AuditService,
  ) {}

  /** Logs one outbound call. Never throws: a failed log is a warning, not a failed call. */
  async record(call: ExternalCallRecord): Promise<void> {
    try {
      await this.ds.getRepository(ExternalRequestEntity).insert({
        customer_id: call.customerId,
        adapter_id: call.adapterId,
        direction: call.direction,
        applicant_id: call.applicantId ?? null,
        method: call.method.slice(0, 8).toUpperCase(),
        path: redactPath(call.path, call.query),
        status: call.status,
        duration_ms: Math.max(0, Math.round(call.durationMs)),
        error: call.error ? redactText(call.error).slice(0, 300) : null,
        request_body: redactBody(call.requestBody),
        response_body: redactBody(call.responseBody),
        created_at: new Date(),
      });
    } catch (err) {
      this.log.warn(`external request not logged: ${err instanceof Error ? err.message : String(err)}`);
    }
  }

  /** Logs one inbound call (a webhook the outside service sent us). */
  recordInbound(call: InboundCall): Promise<void> {
    return this.record({ ...call, direction: 'in' });
  }

  async list(auth: AuthContext, applicantIdRaw: unknown, adapterIdRaw: unknown, limitRaw?: unknown): Promise<ExternalRequestSummaryDto[]> {
    const applicantId = optionalId(applicantIdRaw);
    const adapterId = optionalId(adapterIdRaw);
    const limit = Math.min(500, Math.max(1, optionalId(limitRaw) ?? 200));
    const rows = await new TenantRepository(this.ds, ExternalRequestEntity)
      .query(auth.customerId, 'r')
      .select(['r.id', 'r.customer_id', 'r.adapter_id', 'r.applicant_id', 'r.direction', 'r.method', 'r.path', 'r.status', 'r.duration_ms', 'r.error', 'r.created_at'])
      .addSelect('r.request_body IS NOT NULL', 'has_req')
      .addSelect('r.response_body IS NOT NULL', 'has_res')
      .andWhere(applicantId !== undefined ? 'r.applicant_id = :applicantId' : '1=1', { applicantId })
      .andWhere(adapterId !== undefined ? 'r.adapter_id = :adapterId' : '1=1', { adapterId })
      .orderBy('r.id', 'DESC')
      .limit(limit)
      .getRawAndEntities();
    return rows.entities.map((e, i) => this.summary(e, Number(rows.raw[i]?.has_req) === 1, Number(rows.raw[i]?.has_res) === 1));
  }

  /** One entry; isEncrypted=false reveals the (redacted) bodies and is audited. Another customer's id is 404. */
  async get(auth: AuthContext, id: number, isEncryptedRaw: unknown): Promise<ExternalRequestDto> {
    const reveal = String(isEncryptedRaw ?? 'true').toLowerCase() === 'false';
    const row = await new TenantRepository(this.ds, ExternalRequestEntity).findOne(auth.customerId, { id });
    if (!row) {
      throw notFound('external_request_not_found');
    }
    if (reveal) {
      await this.audit.record(auth, { entity: 'external_request', entityId: id, action: 'reveal', changes: { body: { from: 'masked', to: 'revealed' } } });
    }
    return {
      ...this.summary(row, row.request_body !== null, row.response_body !== null),
      isEncrypted: !reveal,
      requestBody: reveal ? parsed(row.request_body) : maskedShape(row.request_body),
      responseBody: reveal ? parsed(row.response_body) : maskedShape(row.response_body),
    };
  }

  /** Deletes entries older than each customer's retention (default 30 days). Returns how many went. */
  async purge(now: Date = new Date()): Promise<number> {
    const configured = await this.ds.getRepository(CustomerConfigEntity).findBy({ name: REQUEST_LOG_RETENTION_KEY });
    const repo = this.ds.getRepository(ExternalRequestEntity);
    let deleted = 0;
    const custom: number[] = [];
    for (const row of configured) {
      const days = Number.parseInt(row.value ?? '', 10);
      if (!Number.isFinite(days) || days < 1) {
        continue;
      }
      custom.push(row.customer_id);
      deleted += (await repo.delete({ customer_id: row.customer_id, created_at: LessThan(new Date(now.getTime() - days * DAY_MS)) })).affected ?? 0;
    }
    const cutoff = LessThan(new Date(now.getTime() - DEFAULT_REQUEST_LOG_RETENTION_DAYS * DAY_MS));
    deleted += (await repo.delete(custom.length ? { customer_id: Not(In(custom)), created_at: cutoff } : { created_at: cutoff })).affected ?? 0;
    return deleted;
  }

  private summary(r: ExternalRequestEntity, hasReq: boolean, hasRes: boolean): ExternalRequestSummaryDto {
    return {
      id: r.id,
      adapterId: r.adapter_id,
      applicantId: r.applicant_id,
      direction: r.direction,
      method: r.method,
      path: r.path,
      status: r.status,
      durationMs: r.duration_ms,
      error: r.error,
      createdAt: new Date(r.created_at).toISOString(),
      hasRequestBody: hasReq,
      hasResponseBody: hasRes,
    };
  }
}
