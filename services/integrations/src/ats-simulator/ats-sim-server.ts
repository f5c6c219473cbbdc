import { Inject, Injectable } from '@nestjs/common';
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'crypto';
import { DataSource, In, MoreThan } from 'typeorm';
import { ATS_SIM_ENTITIES, type AtsSimEntity, type AtsSimFaultsInput, type AtsSimStatusDto } from '@attest/contracts';
import { APP_CONFIG, type AppConfig } from '@attest/platform';
import type { AtsHttpRequest, AtsHttpResponse } from '../ats/ats-http';
import { AtsSimChangeEntity, AtsSimControlEntity, AtsSimRecordEntity, AtsSimTokenEntity } from './ats-sim.entities';

const MAX_PAGE = 200;
const json = (status: number, body: unknown, headers: Record<string, string> = {}): AtsHttpResponse => ({ status, headers: { 'content-type': 'application/json', ...headers }, body });
const isEntity = (v: string): v is AtsSimEntity => (ATS_SIM_ENTITIES as readonly string[]).includes(v);
const num = (v: unknown, fallback: number) => (v !== undefined && /^\d+$/.test(String(v)) ? Number(v) : fallback);

/**
 * The built-in ATS (decision 0046): a REST service shaped like a staffing ATS's. OAuth-style client
 * credentials give a bearer token with an expiry; lists page with start/count; every write lands in the
 * change log (`/changes?since=`); the account's controls make the next N calls answer 429 (with
 * Retry-After) or 503, and may answer 503 at random. All state is in the `ats_sim_*` tables, so the API
 * process, the worker and the admin page see the same ATS. `handle` is the whole service: the HTTP
 * controller under /_sim/ats and the in-process transport both call it.
 */
@Injectable()
export class AtsSimulatorServer {
  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The OAuth client the product uses for a customer's simulated account. */
  credentials(customerId: number): { client_id: string; client_secret: string } {
    return { client_id: `attest-sim-${customerId}`, client_secret: this.secretOf(customerId) };
  }

  private secretOf(customerId: number): string {
    return createHmac('sha256', this.config.signingSecret).update(`ats-sim:${customerId}`).digest('base64url');
  }

  async handle(req: AtsHttpRequest): Promise<AtsHttpResponse> {
    if (req.method === 'POST' && req.path === '/oauth/token') {
      return this.token(req.body);
    }
    const bearer = /^Bearer (\S+)$/.exec(req.headers?.authorization ?? req.headers?.Authorization ?? '')?.[1];
    const token = bearer ? await this.ds.getRepository(AtsSimTokenEntity).findOneBy({ token: bearer }) : null;
    if (!token || new Date(token.expires_at).getTime() <= Date.now()) {
      return json(401, { error: 'invalid_token', error_description: token ? 'The access token expired' : 'No valid access token' });
    }
    const customerId = token.customer_id;
    const control = await this.control(customerId);
    await this.ds.getRepository(AtsSimControlEntity).increment({ customer_id: customerId }, 'calls', 1);
    const fault = await this.takeFault(customerId, control);
    if (fault) {
      return fault;
    }
    return this.route(customerId, req);
  }

  private async token(body: unknown): Promise<AtsHttpResponse> {
    const form = (body ?? {}) as Record<string, unknown>;
    const id = /^attest-sim-(\d+)$/.exec(String(form.client_id ?? ''))?.[1];
    const given = Buffer.from(String(form.client_secret ?? ''));
    const expected = id ? Buffer.from(this.secretOf(Number(id))) : Buffer.alloc(0);
    if (form.grant_type !== 'client_credentials' || !id || given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return json(401, { error: 'invalid_client' });
    }
    const customerId = Number(id);
    const control = await this.control(customerId);
    const token = randomBytes(24).toString('base64url');
    await this.ds.getRepository(AtsSimTokenEntity).insert({ token, customer_id: customerId, expires_at: new Date(Date.now() + control.token_ttl_s * 1000) });
    await this.ds.getRepository(AtsSimControlEntity).increment({ customer_id: customerId }, 'token_issues', 1);
    return json(200, { access_token: token, token_type: 'Bearer', expires_in: control.token_ttl_s });
  }

  /** Consumes one forced failure (a conditional decrement, so concurrent calls take one each). */
  private async takeFault(customerId: number, control: AtsSimControlEntity): Promise<AtsHttpResponse | null> {
    if (control.fail_count > 0 && control.fail_status) {
      const taken = await this.ds
        .createQueryBuilder()
        .update(AtsSimControlEntity)
        .set({ fail_count: () => 'fail_count - 1' })
        .where('customer_id = :customerId AND fail_count > 0', { customerId })
        .execute();
      if (taken.affected) {
        return control.fail_status === 429
          ? json(429, { error: 'rate_limited' }, { 'retry-after': String(control.retry_after_s) })
          : json(control.fail_status, { error: 'service_unavailable' }, { 'retry-after': String(control.retry_after_s) });
      }
    }
    if (control.random_5xx_percent > 0 && Math.random() * 100 < control.random_5xx_percent) {
      return json(503, { error: 'service_unavailable' });
    }
    return null;
  }

  private async route(customerId: number, req: AtsHttpRequest): Promise<AtsHttpResponse> {
    const [, head, id, extra] = req.path.split('/');
    const q = req.query ?? {};
    if (req.method === 'GET' && head === 'changes' && !id) {
      return json(200, await this.changes(customerId, num(q.since, 0), q.entity === undefined ? undefined : String(q.entity), Math.min(num(q.count, MAX_PAGE), MAX_PAGE)));
    }
    if (head === 'candidates' && extra === 'files' && req.method === 'POST' && id && /^\d+$/.test(id)) {
      return this.uploadFile(customerId, Number(id), (req.body ?? {}) as Record<string, unknown>);
    }
    if (!head || !isEntity(head) || extra !== undefined) {
      return json(404, { error: 'not_found' });
    }
    if (req.method === 'GET' && !id) {
      return json(200, await this.list(customerId, head, num(q.start, 0), Math.min(num(q.count, 50), MAX_PAGE), q.candidateId === undefined ? undefined : Number(q.candidateId)));
    }
    if (req.method === 'GET' && id && /^\d+$/.test(id)) {
      const row = await this.ds.getRepository(AtsSimRecordEntity).findOneBy({ customer_id: customerId, entity: head, record_id: Number(id) });
      return row ? json(200, { data: { ...row.data, isDeleted: row.is_deleted === 1, dateLastModified: new Date(row.date_last_modified).toISOString() } }) : json(404, { error: 'not_found' });
    }
    if (head === 'candidates' && req.method === 'POST' && !id) {
      const saved = await this.write(customerId, 'candidates', null, (req.body ?? {}) as Record<string, unknown>);
      return json(201, { changedEntityId: saved });
    }
    if (head === 'candidates' && req.method === 'PUT' && id && /^\d+$/.test(id)) {
      const exists = await this.ds.getRepository(AtsSimRecordEntity).findOneBy({ customer_id: customerId, entity: head, record_id: Number(id) });
      if (!exists) {
        return json(404, { error: 'not_found' });
      }
      await this.write(customerId, 'candidates', Number(id), { ...exists.data, ...((req.body ?? {}) as Record<string, unknown>) });
      return json(200, { changedEntityId: Number(id) });
    }
    return json(405, { error: 'method_not_allowed' });
  }

  /** POST /candidates/{id}/files: a file attached to the candidate (kept as its size and digest; decision 0051). */
  private async uploadFile(customerId: number, candidateId: number, body: Record<string, unknown>): Promise<AtsHttpResponse> {
    const candidate = await this.ds.getRepository(AtsSimRecordEntity).findOneBy({ customer_id: customerId, entity: 'candidates', record_id: candidateId, is_deleted: 0 });
    if (!candidate) {
      return json(404, { error: 'not_found' });
    }
    const content = typeof body.fileContent === 'string' ? Buffer.from(body.fileContent, 'base64') : null;
    if (!content || !content.length || typeof body.name !== 'string' || !body.name) {
      return json(400, { error: 'invalid_file' });
    }
    const fileId = await this.write(customerId, 'files', null, {
      candidateId,
      name: body.name.slice(0, 255),
      type: typeof body.type === 'string' ? body.type : 'Other',
      contentType: typeof body.contentType === 'string' ? body.contentType : 'application/octet-stream',
      size: content.length,
      sha256: createHash('sha256').update(content).digest('hex'),
      externalKey: typeof body.externalKey === 'string' ? body.externalKey : null,
    });
    return json(201, { fileId, changedEntityId: fileId });
  }

  async list(customerId: number, entity: AtsSimEntity, start: number, count: number, candidateId?: number): Promise<{ total: number; start: number; count: number; data: Record<string, unknown>[] }> {
    const qb = this.ds
      .getRepository(AtsSimRecordEntity)
      .createQueryBuilder('r')
      .where('r.customer_id = :customerId AND r.entity = :entity AND r.is_deleted = 0', { customerId, entity })
      .orderBy('r.record_id', 'ASC');
    const all = await qb.getMany();
    const rows = candidateId === undefined ? all : all.filter((r) => Number(r.data.candidateId) === candidateId);
    const page = rows.slice(start, start + count);
    return { total: rows.length, start, count: page.length, data: page.map((r) => ({ ...r.data, dateLastModified: new Date(r.date_last_modified).toISOString() })) };
  }

  async changes(customerId: number, since: number, entity: string | undefined, count: number) {
    const rows = await this.ds.getRepository(AtsSimChangeEntity).find({
      where: { customer_id: customerId, seq: MoreThan(since), ...(entity ? { entity } : {}) },
      order: { seq: 'ASC' },
      take: count + 1,
    });
    const page = rows.slice(0, count);
    return {
      data: page.map((c) => ({ seq: c.seq, entity: c.entity, id: c.record_id, change: c.change, at: new Date(c.changed_at).toISOString() })),
      last_seq: page.length ? page[page.length - 1].seq : since,
      more: rows.length > count,
    };
  }

  /** Inserts (id null: the next id) or replaces a record and logs the change; answers the record id. */
  async write(customerId: number, entity: AtsSimEntity, id: number | null, data: Record<string, unknown>): Promise<number> {
    return this.ds.transaction(async (m) => {
      const repo = m.getRepository(AtsSimRecordEntity);
      const now = new Date();
      let recordId = id;
      const existing = recordId === null ? null : await repo.findOneBy({ customer_id: customerId, entity, record_id: recordId });
      if (recordId === null) {
        const max = await repo.createQueryBuilder('r').select('MAX(r.record_id)', 'max').where('r.customer_id = :customerId AND r.entity = :entity', { customerId, entity }).getRawOne<{ max: number | null }>();
        recordId = Math.max(Number(max?.max ?? 0), 1000) + 1;
      }
      const row = { ...data, id: recordId };
      if (existing) {
        await repo.update({ id: existing.id }, { data: row, date_last_modified: now, is_deleted: 0 });
      } else {
        await repo.insert({ customer_id: customerId, entity, record_id: recordId, data: row, date_last_modified: now, is_deleted: 0 });
      }
      await m.getRepository(AtsSimChangeEntity).insert({ customer_id: customerId, entity, record_id: recordId, change: existing ? 'UPDATED' : 'INSERTED', changed_at: now });
      return recordId;
    });
  }

  async remove(customerId: number, entity: AtsSimEntity, id: number): Promise<boolean> {
    return this.ds.transaction(async (m) => {
      const done = await m.getRepository(AtsSimRecordEntity).update({ customer_id: customerId, entity, record_id: id, is_deleted: 0 }, { is_deleted: 1, date_last_modified: new Date() });
      if (done.affected) {
        await m.getRepository(AtsSimChangeEntity).insert({ customer_id: customerId, entity, record_id: id, change: 'DELETED', changed_at: new Date() });
      }
      return Boolean(done.affected);
    });
  }

  async control(customerId: number): Promise<AtsSimControlEntity> {
    const repo = this.ds.getRepository(AtsSimControlEntity);
    const found = await repo.findOneBy({ customer_id: customerId });
    if (found) {
      return found;
    }
    await repo.createQueryBuilder().insert().values({ customer_id: customerId }).orIgnore().execute();
    return repo.findOneByOrFail({ customer_id: customerId });
  }

  async setFaults(customerId: number, input: AtsSimFaultsInput): Promise<void> {
    await this.control(customerId);
    await this.ds.getRepository(AtsSimControlEntity).update({ customer_id: customerId }, { fail_status: input.status, fail_count: input.count, retry_after_s: input.retry_after_s ?? 1 });
  }

  async setControls(customerId: number, patch: Partial<Pick<AtsSimControlEntity, 'token_ttl_s' | 'random_5xx_percent'>>): Promise<void> {
    await this.control(customerId);
    await this.ds.getRepository(AtsSimControlEntity).update({ customer_id: customerId }, patch);
  }

  async status(customerId: number): Promise<AtsSimStatusDto> {
    const c = await this.control(customerId);
    const rows: { entity: string; n: string | number }[] = await this.ds
      .getRepository(AtsSimRecordEntity)
      .createQueryBuilder('r')
      .select(['r.entity AS entity', 'COUNT(*) AS n'])
      .where('r.customer_id = :customerId AND r.is_deleted = 0', { customerId })
      .groupBy('r.entity')
      .getRawMany();
    const counts = Object.fromEntries(ATS_SIM_ENTITIES.map((e) => [e, Number(rows.find((r) => r.entity === e)?.n ?? 0)])) as Record<AtsSimEntity, number>;
    const last = await this.ds.getRepository(AtsSimChangeEntity).findOne({ where: { customer_id: customerId }, order: { seq: 'DESC' } });
    return {
      fail_status: c.fail_status,
      fail_count: c.fail_count,
      retry_after_s: c.retry_after_s,
      token_ttl_s: c.token_ttl_s,
      calls: c.calls,
      token_issues: c.token_issues,
      last_change_seq: last?.seq ?? 0,
      counts,
    };
  }

  async hasData(customerId: number): Promise<boolean> {
    return (await this.ds.getRepository(AtsSimRecordEntity).countBy({ customer_id: customerId, entity: In(['categories', 'joborders']) })) > 0;
  }
}
