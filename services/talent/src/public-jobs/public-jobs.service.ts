import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type SelectQueryBuilder } from 'typeorm';
import type { PublicJobDto } from '@attest/contracts';
import { CustomersService } from '@attest/identity';
import { fieldErrors, notFound, TenantRepository } from '@attest/platform';
import { JobPostingEntity } from '../jobs/entities/job-posting.entity';

const like = (word: string) => `%${word.toLowerCase().replace(/[!%_]/g, (c) => '!' + c)}%`;
const MAX_TAKE = 50;

export interface PublicJobsQuery {
  term?: string;
  skip: number;
  take: number;
}

/** Reads the guest list's query string; a wrong value answers 400 naming the field. */
export function parsePublicJobsQuery(raw: Record<string, unknown>): PublicJobsQuery {
  const errors: Record<string, string> = {};
  const int = (name: string, min: number, max: number, fallback: number) => {
    const v = raw[name];
    if (v === undefined || v === '') {
      return fallback;
    }
    const n = Number(v);
    if (typeof v !== 'string' || !Number.isInteger(n) || n < min || n > max) {
      errors[name] = 'invalid_entry';
      return fallback;
    }
    return n;
  };
  const term = raw.term;
  if (term !== undefined && (typeof term !== 'string' || term.length > 100)) {
    errors.term = 'invalid_entry';
  }
  const q = { term: typeof term === 'string' ? term.trim() || undefined : undefined, skip: int('skip', 0, 1_000_000, 0), take: int('take', 1, MAX_TAKE, 20) };
  if (Object.keys(errors).length) {
    throw fieldErrors(errors);
  }
  return q;
}

/** Only what a guest may read: no client, no external ids, no exact street address or coordinates. */
const toPublic = (j: JobPostingEntity): PublicJobDto => ({
  job_id: j.job_id, name: j.name, brief_desc: j.brief_desc, desc: j.desc, job_type: j.job_type, job_city: j.job_city, job_state: j.job_state,
  category: j.category, specialty: j.specialty, start_date: j.start_date, posted_date: j.posted_date, pay_low: j.pay_low, pay_high: j.pay_high,
  pay_rate: j.pay_rate, salary: j.salary, featured: Number(j.featured) === 1,
});

/**
 * Public jobs (issue 18, decision 0042): a customer's postings marked public and active, for anonymous visitors of
 * that customer, featured first then newest. An unknown or inactive customer answers 404 customer_not_found; a
 * posting that is not public, not active or another customer's answers 404 job_not_found.
 */
@Injectable()
export class PublicJobsService {
  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    private readonly customers: CustomersService,
  ) {}

  async list(customerCode: string, q: PublicJobsQuery): Promise<{ items: PublicJobDto[]; total: number }> {
    const customer = await this.customers.requireByCode(customerCode);
    const qb = this.visible(customer.id);
    (q.term ?? '').split(/\s+/).filter(Boolean).slice(0, 4).forEach((word, i) => {
      const cols = ['j.name', 'j.brief_desc', 'j.category', 'j.specialty', 'j.job_city'].map((c) => `LOWER(${c}) LIKE :t${i} ESCAPE '!'`).join(' OR ');
      qb.andWhere(`(${cols})`, { [`t${i}`]: like(word) });
    });
    const [rows, total] = await qb
      .orderBy('j.featured', 'DESC')
      .addOrderBy('j.posted_date', 'DESC')
      .addOrderBy('j.job_id', 'DESC')
      .skip(q.skip)
      .take(q.take)
      .getManyAndCount();
    return { items: rows.map(toPublic), total };
  }

  async one(customerCode: string, jobId: number): Promise<PublicJobDto> {
    const customer = await this.customers.requireByCode(customerCode);
    const row = await this.visible(customer.id).andWhere('j.job_id = :jobId', { jobId }).getOne();
    if (!row) {
      throw notFound('job_not_found');
    }
    return toPublic(row);
  }

  private visible(customerId: number): SelectQueryBuilder<JobPostingEntity> {
    return new TenantRepository(this.ds, JobPostingEntity).query(customerId, 'j').andWhere('j.public = 1 AND j.active = 1');
  }
}
