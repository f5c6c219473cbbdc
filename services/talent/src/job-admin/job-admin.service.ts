import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager, type SelectQueryBuilder } from 'typeorm';
import type {
  JobClientDto,
  JobClientInput,
  JobClientQuery,
  JobPostingDto,
  JobPostingFlagsInput,
  JobPostingInput,
  JobPostingQuery,
  JobPostingSortField,
} from '@attest/contracts';
import { LocationEntity } from '@attest/identity';
import { MapsService } from '@attest/integrations';
import { AuditService, fieldErrors, locationScope, notFound, TenantRepository, type AuthContext } from '@attest/platform';
import { JobClientEntity } from '../jobs/entities/job-client.entity';
import { JobPostingEntity } from '../jobs/entities/job-posting.entity';
import { addressLine } from '../jobs/job-distance';

const like = (word: string) => `%${word.toLowerCase().replace(/[!%_]/g, (c) => '!' + c)}%`;
const words = (term: string | undefined) => (term ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 4);

const SORT_SQL: Record<JobPostingSortField, string> = {
  posted_date: 'j.posted_date',
  start_date: 'j.start_date',
  name: 'j.name',
  job_city: 'j.job_city',
  job_id: 'j.job_id',
};

/** The fields a PUT replaces (every staff-written JobPosting field). */
const POSTING_FIELDS = [
  'client_id', 'name', 'desc', 'brief_desc', 'functions', 'requirements', 'start_date', 'posted_date', 'pay_low', 'pay_high', 'job_type',
  'job_address1', 'job_address2', 'job_city', 'job_state', 'job_zip', 'job_country', 'external_id', 'pay_rate', 'salary',
  'actual_job_city', 'actual_job_state', 'actual_job_zip', 'location_id', 'category', 'specialty',
] as const;
const FLAGS = ['active', 'public', 'featured'] as const;

type PostingRow = Omit<JobPostingEntity, 'customer_id'>;

/** The address the maps adapter places a posting by (the same parts the applicant's search measures from). */
export const postingAddress = (j: Pick<JobPostingEntity, 'job_address1' | 'job_city' | 'job_state' | 'job_zip'>) =>
  addressLine([j.job_address1, j.job_city, j.job_state, j.job_zip]);

/** An audit value: long texts are cut (the record says what changed, not a copy of a job description). */
const audited = (v: unknown) => (typeof v === 'string' && v.length > 200 ? `${v.slice(0, 200)}…` : v ?? null);

function diff(before: Record<string, unknown>, after: Record<string, unknown>, keys: readonly string[]) {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const k of keys) {
    const from = before[k] ?? null;
    const to = after[k] ?? null;
    if (from !== to) {
      changes[k] = { from: audited(from), to: audited(to) };
    }
  }
  return changes;
}

export function toPostingDto(j: JobPostingEntity, clientName: string | null): JobPostingDto {
  return {
    job_id: j.job_id, client_id: j.client_id, client_name: clientName, name: j.name, desc: j.desc, brief_desc: j.brief_desc,
    functions: j.functions, requirements: j.requirements, start_date: j.start_date, posted_date: j.posted_date,
    pay_low: j.pay_low, pay_high: j.pay_high, job_type: j.job_type, job_address1: j.job_address1, job_address2: j.job_address2,
    job_city: j.job_city, job_state: j.job_state, job_zip: j.job_zip, job_country: j.job_country, external_id: j.external_id,
    pay_rate: j.pay_rate, salary: j.salary, actual_job_city: j.actual_job_city, actual_job_state: j.actual_job_state,
    actual_job_zip: j.actual_job_zip, location_id: j.location_id, category: j.category, specialty: j.specialty,
    active: Number(j.active) === 1, public: Number(j.public) === 1, featured: Number(j.featured) === 1, lat: j.lat, lng: j.lng,
  };
}

const toClientDto = (c: JobClientEntity, postings: number): JobClientDto => ({
  client_id: c.client_id,
  client_name: c.client_name,
  active: Number(c.active) === 1,
  external_id: c.external_id,
  date_added: new Date(c.date_added).toISOString(),
  postings,
});

const today = () => new Date().toISOString().slice(0, 10);

/**
 * Staff administration of job clients and postings (decision 0042). Every read and write is limited to the
 * caller's customer; a location-limited user sees the postings of their locations and those of no location, and
 * another's answers 404. A posting's address is geocoded by the maps adapter when it is created or its address
 * changes (a place the adapter cannot find leaves no coordinates: the job is then not found by distance). Every
 * write is audited (entities job_client and job_posting) in the transaction that makes it.
 */
@Injectable()
export class JobAdminService {
  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    @Inject(AuditService) private readonly audit: AuditService,
    private readonly maps: MapsService,
  ) {}

  // ---- clients -------------------------------------------------------------------------------------------------

  async listClients(auth: AuthContext, q: JobClientQuery): Promise<{ items: JobClientDto[]; total: number }> {
    const qb = new TenantRepository(this.ds, JobClientEntity).query(auth.customerId, 'c');
    words(q.term).forEach((word, i) => qb.andWhere(`(LOWER(c.client_name) LIKE :t${i} ESCAPE '!' OR LOWER(c.external_id) LIKE :t${i} ESCAPE '!')`, { [`t${i}`]: like(word) }));
    if (q.active !== undefined) {
      qb.andWhere('c.active = :active', { active: q.active === 'true' ? 1 : 0 });
    }
    const [rows, total] = await qb.orderBy('c.client_name', 'ASC').addOrderBy('c.client_id', 'ASC').skip(q.skip).take(q.take).getManyAndCount();
    const counts = await this.postingCounts(auth.customerId, rows.map((r) => r.client_id));
    return { items: rows.map((r) => toClientDto(r, counts.get(r.client_id) ?? 0)), total };
  }

  async getClient(auth: AuthContext, clientId: number): Promise<JobClientDto> {
    const row = await this.client(auth.customerId, clientId, this.ds);
    return toClientDto(row, (await this.postingCounts(auth.customerId, [clientId])).get(clientId) ?? 0);
  }

  async createClient(auth: AuthContext, input: JobClientInput): Promise<JobClientDto> {
    return this.ds.transaction(async (m) => {
      const row = await new TenantRepository(m, JobClientEntity).insert(auth.customerId, {
        client_name: input.client_name,
        external_id: input.external_id || null,
        active: input.active === false ? 0 : 1,
        date_added: new Date(),
      });
      const after = { client_name: row.client_name, external_id: row.external_id, active: row.active };
      await this.audit.record(auth, { entity: 'job_client', entityId: row.client_id, action: 'create', changes: diff({}, after, Object.keys(after)) }, m);
      return toClientDto(row, 0);
    });
  }

  async updateClient(auth: AuthContext, clientId: number, input: JobClientInput): Promise<JobClientDto> {
    await this.ds.transaction(async (m) => {
      const before = await this.client(auth.customerId, clientId, m);
      const patch = { client_name: input.client_name, external_id: input.external_id || null, active: input.active === undefined ? before.active : input.active ? 1 : 0 };
      const changes = diff(before as unknown as Record<string, unknown>, patch, Object.keys(patch));
      if (Object.keys(changes).length) {
        await new TenantRepository(m, JobClientEntity).update(auth.customerId, { client_id: clientId }, patch);
        await this.audit.record(auth, { entity: 'job_client', entityId: clientId, action: 'update', changes }, m);
      }
    });
    return this.getClient(auth, clientId);
  }

  // ---- postings ------------------------------------------------------------------------------------------------

  async queryPostings(auth: AuthContext, q: JobPostingQuery): Promise<{ items: JobPostingDto[]; total: number }> {
    const qb = this.scoped(auth, this.ds);
    words(q.term).forEach((word, i) => {
      const cols = ['j.name', 'j.brief_desc', 'j.category', 'j.specialty', 'j.job_city', 'j.external_id'].map((c) => `LOWER(${c}) LIKE :t${i} ESCAPE '!'`).join(' OR ');
      qb.andWhere(`(${cols})`, { [`t${i}`]: like(word) });
    });
    if (q.client_id) {
      qb.andWhere('j.client_id = :clientId', { clientId: q.client_id });
    }
    if (q.location_id) {
      qb.andWhere('j.location_id = :locationId', { locationId: q.location_id });
    }
    if (q.category) {
      qb.andWhere('j.category = :category', { category: q.category });
    }
    for (const f of FLAGS) {
      if (q[f] !== undefined) {
        qb.andWhere(`j.${f} = :${f}`, { [f]: q[f] ? 1 : 0 });
      }
    }
    const dir = q.direction === 'asc' ? 'ASC' : 'DESC';
    const [rows, total] = await qb
      .orderBy(SORT_SQL[q.sort ?? 'posted_date'], dir)
      .addOrderBy('j.job_id', dir)
      .skip(q.skip)
      .take(q.take)
      .getManyAndCount();
    const names = await this.clientNames(auth.customerId, rows.map((r) => r.client_id));
    return { items: rows.map((r) => toPostingDto(r, r.client_id ? names.get(r.client_id) ?? null : null)), total };
  }

  async getPosting(auth: AuthContext, jobId: number): Promise<JobPostingDto> {
    const row = await this.posting(auth, jobId, this.ds);
    const names = await this.clientNames(auth.customerId, [row.client_id]);
    return toPostingDto(row, row.client_id ? names.get(row.client_id) ?? null : null);
  }

  async createPosting(auth: AuthContext, input: JobPostingInput): Promise<JobPostingDto> {
    const values = this.postingValues(input);
    await this.checkReferences(auth, values, this.ds);
    const point = await this.place(values);
    const jobId = await this.ds.transaction(async (m) => {
      await this.checkReferences(auth, values, m);
      const row = await new TenantRepository(m, JobPostingEntity).insert(auth.customerId, {
        ...values,
        posted_date: values.posted_date ?? today(),
        active: input.active === false ? 0 : 1,
        public: input.public ? 1 : 0,
        featured: input.featured ? 1 : 0,
        ...point,
      });
      const after = { ...row } as unknown as Record<string, unknown>;
      await this.audit.record(auth, { entity: 'job_posting', entityId: row.job_id, action: 'create', changes: diff({}, after, [...POSTING_FIELDS, ...FLAGS]) }, m);
      return row.job_id;
    });
    return this.getPosting(auth, jobId);
  }

  /** PUT: every field replaced by the body's (a field left out becomes empty); flags left out stay. */
  async updatePosting(auth: AuthContext, jobId: number, input: JobPostingInput): Promise<JobPostingDto> {
    const current = await this.posting(auth, jobId, this.ds);
    const values = this.postingValues(input);
    await this.checkReferences(auth, values, this.ds);
    const moved = postingAddress(current) !== postingAddress(values);
    const point = moved ? await this.place(values) : {};
    await this.ds.transaction(async (m) => {
      const before = await this.posting(auth, jobId, m);
      await this.checkReferences(auth, values, m);
      const patch: Partial<JobPostingEntity> = { ...values, ...point };
      for (const f of FLAGS) {
        if (input[f] !== undefined) {
          patch[f] = input[f] ? 1 : 0;
        }
      }
      const changes = diff(before as unknown as Record<string, unknown>, { ...before, ...patch }, [...POSTING_FIELDS, ...FLAGS, 'lat', 'lng']);
      if (Object.keys(changes).length) {
        await new TenantRepository(m, JobPostingEntity).update(auth.customerId, { job_id: jobId }, patch);
        await this.audit.record(auth, { entity: 'job_posting', entityId: jobId, action: 'update', changes }, m);
      }
    });
    return this.getPosting(auth, jobId);
  }

  /** Deactivate / reactivate (what applicants see), public (guests see it) and featured (listed first). */
  async setFlags(auth: AuthContext, jobId: number, input: JobPostingFlagsInput): Promise<JobPostingDto> {
    await this.ds.transaction(async (m) => {
      const before = await this.posting(auth, jobId, m);
      const patch: Partial<JobPostingEntity> = {};
      for (const f of FLAGS) {
        if (input[f] !== undefined) {
          patch[f] = input[f] ? 1 : 0;
        }
      }
      const changes = diff(before as unknown as Record<string, unknown>, { ...before, ...patch }, FLAGS);
      if (Object.keys(changes).length) {
        await new TenantRepository(m, JobPostingEntity).update(auth.customerId, { job_id: jobId }, patch);
        await this.audit.record(auth, { entity: 'job_posting', entityId: jobId, action: 'update', changes }, m);
      }
    });
    return this.getPosting(auth, jobId);
  }

  // ---- helpers -------------------------------------------------------------------------------------------------

  /** The customer's postings the caller may see: a location-limited user, theirs and those of no location. */
  private scoped(auth: AuthContext, db: DataSource | EntityManager): SelectQueryBuilder<JobPostingEntity> {
    const qb = new TenantRepository(db, JobPostingEntity).query(auth.customerId, 'j');
    const scope = locationScope(auth);
    if (scope !== null) {
      qb.andWhere(scope.length ? '(j.location_id IS NULL OR j.location_id IN (:...scope))' : 'j.location_id IS NULL', { scope });
    }
    return qb;
  }

  private async posting(auth: AuthContext, jobId: number, db: DataSource | EntityManager): Promise<JobPostingEntity> {
    const row = await this.scoped(auth, db).andWhere('j.job_id = :jobId', { jobId }).getOne();
    if (!row) {
      throw notFound('job_not_found');
    }
    return row;
  }

  private async client(customerId: number, clientId: number, db: DataSource | EntityManager): Promise<JobClientEntity> {
    const row = await new TenantRepository(db, JobClientEntity).findOne(customerId, { client_id: clientId });
    if (!row) {
      throw notFound('job_client_not_found');
    }
    return row;
  }

  private postingValues(input: JobPostingInput): Omit<PostingRow, 'job_id' | 'active' | 'public' | 'featured' | 'lat' | 'lng'> {
    const str = (v: string | null | undefined) => (v === undefined || v === null || v.trim() === '' ? null : v.trim());
    const num = (v: number | null | undefined) => (v === undefined || v === null ? null : v);
    return {
      client_id: num(input.client_id), name: input.name.trim(), desc: str(input.desc), brief_desc: str(input.brief_desc),
      functions: str(input.functions), requirements: str(input.requirements), start_date: str(input.start_date), posted_date: str(input.posted_date),
      pay_low: num(input.pay_low), pay_high: num(input.pay_high), job_type: str(input.job_type), job_address1: str(input.job_address1),
      job_address2: str(input.job_address2), job_city: str(input.job_city), job_state: str(input.job_state), job_zip: num(input.job_zip),
      job_country: str(input.job_country), external_id: str(input.external_id), pay_rate: num(input.pay_rate), salary: num(input.salary),
      actual_job_city: str(input.actual_job_city), actual_job_state: str(input.actual_job_state), actual_job_zip: str(input.actual_job_zip),
      location_id: num(input.location_id), category: str(input.category), specialty: str(input.specialty),
    };
  }

  /** The client and location must be the customer's (and the location one the caller may see): else 400 on the field. */
  private async checkReferences(auth: AuthContext, v: { client_id: number | null; location_id: number | null }, db: DataSource | EntityManager): Promise<void> {
    const errors: Record<string, string> = {};
    if (v.client_id !== null && !(await new TenantRepository(db, JobClientEntity).findOne(auth.customerId, { client_id: v.client_id }))) {
      errors.client_id = 'job_client_not_found';
    }
    if (v.location_id !== null) {
      const scope = locationScope(auth);
      const known = await new TenantRepository(db, LocationEntity).findOne(auth.customerId, { location_id: v.location_id });
      if (!known || (scope !== null && !scope.includes(v.location_id))) {
        errors.location_id = 'invalid_entry';
      }
    }
    if (Object.keys(errors).length) {
      throw fieldErrors(errors);
    }
  }

  /** The posting's coordinates from its address through the maps adapter; none when empty or not found. */
  private async place(v: Parameters<typeof postingAddress>[0]): Promise<{ lat: number | null; lng: number | null }> {
    const line = postingAddress(v);
    const location = line ? (await this.maps.geocode(line)).location : null;
    return { lat: location?.lat ?? null, lng: location?.lng ?? null };
  }

  private async postingCounts(customerId: number, clientIds: number[]): Promise<Map<number, number>> {
    if (!clientIds.length) {
      return new Map();
    }
    const rows: { client_id: number; n: string | number }[] = await new TenantRepository(this.ds, JobPostingEntity)
      .query(customerId, 'j')
      .select(['j.client_id AS client_id', 'COUNT(*) AS n'])
      .andWhere('j.client_id IN (:...clientIds)', { clientIds })
      .groupBy('j.client_id')
      .getRawMany();
    return new Map(rows.map((r) => [Number(r.client_id), Number(r.n)]));
  }

  private async clientNames(customerId: number, ids: (number | null)[]): Promise<Map<number, string | null>> {
    const clientIds = [...new Set(ids.filter((i): i is number => i !== null))];
    if (!clientIds.length) {
      return new Map();
    }
    const rows = await new TenantRepository(this.ds, JobClientEntity).query(customerId, 'c').andWhere('c.client_id IN (:...clientIds)', { clientIds }).getMany();
    return new Map(rows.map((c) => [c.client_id, c.client_name]));
  }
}
