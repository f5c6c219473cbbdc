import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type SelectQueryBuilder } from 'typeorm';
import { ApplicantEntity } from '@attest/applicant';
import { MapsService } from '@attest/integrations';
import { notFound, TenantRepository, type AuthContext } from '@attest/platform';
import { JobApplicationEntity } from './entities/job-application.entity';
import { JobPostingEntity } from './entities/job-posting.entity';
import { JobViewEntity } from './entities/job-view.entity';
import { addressLine, boundingBox, DISTANCE_OPTIONS, milesBetween, type LatLng } from './job-distance';
import { JOB_PAY_TYPES, type JobSearchQuery } from './job-search-query';

export type JobView = Omit<JobPostingEntity, 'active' | 'public' | 'featured'> & {
  featured: boolean;
  public: boolean;
  /** Miles from the applicant's address; null when either address could not be placed. */
  distance: number | null;
  /** Google Maps directions from anywhere to the job's address. */
  directions_url: string | null;
};

export interface JobSearchAnswer {
  items: JobView[];
  total: number;
  /** False when the applicant's address could not be geocoded: no distances, and a distance filter finds nothing. */
  origin_found: boolean;
  /** Where the applicant's address was placed (the centre of the results map); null when it was not. */
  origin: LatLng | null;
}

/** What the search form offers: the category → specialty hierarchy of the open jobs, job types, distances, pay types. */
export interface JobSearchFilters {
  categories: { name: string; specialties: string[] }[];
  job_types: string[];
  distance_options: number[];
  pay_types: string[];
}

const like = (word: string) => `%${word.toLowerCase().replace(/[!%_]/g, (c) => '!' + c)}%`;

export const directionsUrl = (address: string | null): string | null =>
  address ? `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(address)}` : null;

export const jobAddress = (j: JobPostingEntity) => addressLine([j.job_address1, j.job_city, j.job_state, j.job_zip]);

/**
 * The applicant's job search, detail, apply and applications (applicant-side §2 talent screens). Every read
 * is limited to the applicant's customer's active postings; distance is measured from the applicant's own
 * address, geocoded through the maps adapter.
 */
@Injectable()
export class JobsService {
  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    private readonly maps: MapsService,
  ) {}

  async search(auth: AuthContext, q: JobSearchQuery): Promise<JobSearchAnswer> {
    const origin = await this.origin(auth);
    const qb = this.filtered(auth, q);
    if (q.distance !== undefined) {
      if (!origin) {
        return { items: [], total: 0, origin_found: false, origin: null };
      }
      const box = boundingBox(origin, q.distance);
      qb.andWhere('j.lat BETWEEN :minLat AND :maxLat AND j.lng BETWEEN :minLng AND :maxLng', box);
      // The box is a first cut; the exact distance decides, so paging happens after it.
      const near = (await qb.getMany())
        .map((j) => view(j, origin))
        .filter((j) => j.distance !== null && j.distance <= (q.distance ?? 0))
        .sort((a, b) => Number(b.featured) - Number(a.featured) || (a.distance ?? 0) - (b.distance ?? 0) || a.job_id - b.job_id);
      return { items: near.slice(q.skip, q.skip + q.take), total: near.length, origin_found: true, origin };
    }
    const [rows, total] = await qb
      .orderBy('j.featured', 'DESC')
      .addOrderBy('j.posted_date', 'DESC')
      .addOrderBy('j.job_id', 'DESC')
      .skip(q.skip)
      .take(q.take)
      .getManyAndCount();
    return { items: rows.map((j) => view(j, origin)), total, origin_found: origin !== null, origin };
  }

  /** The filter choices of the search form, read from the customer's active postings (so every choice finds jobs). */
  async filters(auth: AuthContext): Promise<JobSearchFilters> {
    const rows: { category: string | null; specialty: string | null; job_type: string | null }[] = await new TenantRepository(this.ds, JobPostingEntity)
      .query(auth.customerId, 'j')
      .andWhere('j.active = 1')
      .select(['j.category AS category', 'j.specialty AS specialty', 'j.job_type AS job_type'])
      .distinct(true)
      .limit(2000)
      .getRawMany();
    const byCategory = new Map<string, Set<string>>();
    const types = new Set<string>();
    for (const r of rows) {
      if (r.category) {
        const set = byCategory.get(r.category) ?? new Set<string>();
        if (r.specialty) {
          set.add(r.specialty);
        }
        byCategory.set(r.category, set);
      }
      if (r.job_type) {
        types.add(r.job_type);
      }
    }
    const sorted = (values: Iterable<string>) => [...values].sort((a, b) => a.localeCompare(b));
    return {
      categories: sorted(byCategory.keys()).map((name) => ({ name, specialties: sorted(byCategory.get(name) ?? []) })),
      job_types: sorted(types),
      distance_options: [...DISTANCE_OPTIONS],
      pay_types: [...JOB_PAY_TYPES],
    };
  }

  /** One active posting of the applicant's customer; opening it records a job view. */
  async detail(auth: AuthContext, jobId: number): Promise<JobView & { applied: boolean }> {
    const job = await this.activeJob(auth, jobId);
    await new TenantRepository(this.ds, JobViewEntity).insert(auth.customerId, { applicant_id: this.self(auth), job_id: jobId, viewed_at: new Date() });
    const applied = await new TenantRepository(this.ds, JobApplicationEntity).count(auth.customerId, { applicant_id: this.self(auth), job_id: jobId });
    return { ...view(job, await this.origin(auth)), applied: applied > 0 };
  }

  /** Applying twice answers the first application (the log keeps one row per applicant and job). */
  async apply(auth: AuthContext, jobId: number): Promise<JobApplicationEntity> {
    const job = await this.activeJob(auth, jobId);
    const repo = new TenantRepository(this.ds, JobApplicationEntity);
    const existing = await repo.findOne(auth.customerId, { applicant_id: this.self(auth), job_id: jobId });
    if (existing) {
      return existing;
    }
    return repo.insert(auth.customerId, { applicant_id: this.self(auth), job_id: jobId, job_title: job.name, apply_date: new Date(), method: 'portal', status: 'applied' });
  }

  /** The applicant's job application log, newest first ("jobs applied for"). */
  applications(auth: AuthContext): Promise<JobApplicationEntity[]> {
    return new TenantRepository(this.ds, JobApplicationEntity)
      .query(auth.customerId, 'l')
      .andWhere('l.applicant_id = :self', { self: this.self(auth) })
      .orderBy('l.apply_date', 'DESC')
      .addOrderBy('l.log_id', 'DESC')
      .limit(200)
      .getMany();
  }

  private filtered(auth: AuthContext, q: JobSearchQuery): SelectQueryBuilder<JobPostingEntity> {
    const qb = new TenantRepository(this.ds, JobPostingEntity).query(auth.customerId, 'j').andWhere('j.active = 1');
    (q.term ?? '').split(/\s+/).filter(Boolean).slice(0, 4).forEach((word, i) => {
      const cols = ['j.name', 'j.brief_desc', 'j.category', 'j.specialty', 'j.job_city'].map((c) => `LOWER(${c}) LIKE :t${i} ESCAPE '!'`).join(' OR ');
      qb.andWhere(`(${cols})`, { [`t${i}`]: like(word) });
    });
    if (q.category) {
      qb.andWhere('j.category = :category', { category: q.category });
    }
    if (q.specialty) {
      qb.andWhere('j.specialty = :specialty', { specialty: q.specialty });
    }
    if (q.job_type) {
      qb.andWhere('j.job_type = :jobType', { jobType: q.job_type });
    }
    if (q.pay_type === 'salary') {
      qb.andWhere('j.salary IS NOT NULL');
    } else if (q.pay_type === 'hourly') {
      qb.andWhere('COALESCE(j.pay_rate, j.pay_low, j.pay_high) IS NOT NULL');
    }
    // A salaried search reads the range against the salary; otherwise against the hourly pay.
    const top = q.pay_type === 'salary' ? 'j.salary' : 'COALESCE(j.pay_high, j.pay_rate, j.pay_low)';
    const bottom = q.pay_type === 'salary' ? 'j.salary' : 'COALESCE(j.pay_low, j.pay_rate, j.pay_high)';
    if (q.pay_min !== undefined) {
      qb.andWhere(`${top} >= :payMin`, { payMin: q.pay_min });
    }
    if (q.pay_max !== undefined) {
      qb.andWhere(`${bottom} <= :payMax`, { payMax: q.pay_max });
    }
    if (q.featured !== undefined) {
      qb.andWhere('j.featured = :featured', { featured: q.featured ? 1 : 0 });
    }
    return qb;
  }

  private async activeJob(auth: AuthContext, jobId: number): Promise<JobPostingEntity> {
    const job = await new TenantRepository(this.ds, JobPostingEntity).findOne(auth.customerId, { job_id: jobId, active: 1 });
    if (!job) {
      throw notFound('job_not_found');
    }
    return job;
  }

  private self(auth: AuthContext): number {
    return auth.applicantId ?? 0;
  }

  /** The applicant's address, geocoded (null when it is empty or the maps adapter cannot place it). */
  private async origin(auth: AuthContext): Promise<LatLng | null> {
    const me = await new TenantRepository(this.ds, ApplicantEntity).findOne(auth.customerId, { applicant_id: this.self(auth) });
    const line = me ? addressLine([me.address1, me.city, me.state, me.zip]) : '';
    return line ? (await this.maps.geocode(line)).location : null;
  }
}

function view(j: JobPostingEntity, origin: LatLng | null): JobView {
  const { active: _active, featured, public: isPublic, ...rest } = j;
  const { lat, lng } = j;
  return {
    ...rest,
    featured: Number(featured) === 1,
    public: Number(isPublic) === 1,
    distance: origin && lat !== null && lng !== null ? milesBetween(origin, { lat, lng }) : null,
    directions_url: directionsUrl(jobAddress(j)),
  };
}
