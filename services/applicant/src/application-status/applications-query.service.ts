import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  APPLICATION_STATUSES,
  nextSectionLabel,
  type ApplicantListFilter,
  type ApplicationStatus,
  type ApplicationStatusCounts,
} from '@attest/contracts';
import type { AuthContext } from '@attest/platform';
import { scopedFilter } from '../applicant-search/applicant-filter';
import { filteredApplicants, readPage, type ListPage } from '../applicant-search/applicant-search.service';
import { ymd } from '../shared/server-dates';
import { ApplicationStatusEntity } from './entities/application-status.entity';

const isKnown = (s: string | null | undefined): s is ApplicationStatus => !!s && (APPLICATION_STATUSES as string[]).includes(s);

/** One row of POST /api/v1/applications/query: where an applicant's online application stands. */
export interface ApplicationListItem {
  applicant_id: number;
  full_name: string;
  email: string;
  location_id: number | null;
  status: ApplicationStatus;
  next_section: { key: string; label: string };
  date_registered: string | null;
  start_date: string | null;
  last_modified: string | null;
}

interface RawApplication {
  applicant_id: number;
  first_name: string | null;
  last_name: string | null;
  email: string;
  location_id: number | null;
  status: string | null;
  date_registered: Date | string | null;
  start_date: string | null;
  last_modified: Date | string | null;
}

const day = (v: Date | string | null): string | null => (v === null ? null : v instanceof Date ? ymd(v) : String(v).slice(0, 10));

/** Application statuses across the customer's applicants (staff list chips and the applications list). */
@Injectable()
export class ApplicationsQueryService {
  constructor(@Inject(DataSource) private readonly ds: DataSource) {}

  async query(auth: AuthContext, filter: ApplicantListFilter, page: ListPage): Promise<{ items: ApplicationListItem[]; total: number }> {
    const { rows: items, total } = await readPage(this.ds, auth.customerId, scopedFilter(auth, filter), page, {
      rows: (qb) =>
        qb
          .leftJoin(ApplicationStatusEntity, 's', 's.applicant_id = a.applicant_id AND s.customer_id = a.customer_id')
          .select(['a.applicant_id AS applicant_id', 'a.first_name AS first_name', 'a.last_name AS last_name', 'a.email AS email', 'a.location_id AS location_id'])
          .addSelect(['a.current_application_status AS status', 'a.date_registered AS date_registered', 's.start_date AS start_date', 's.last_modified AS last_modified'])
          .getRawMany<RawApplication>(),
      id: (r) => Number(r.applicant_id),
    });
    return {
      items: items.map((r) => {
        const status = isKnown(r.status) ? r.status : 'SIGNUP';
        return {
          applicant_id: Number(r.applicant_id),
          full_name: [r.first_name, r.last_name].filter(Boolean).join(' '),
          email: r.email,
          location_id: r.location_id === null ? null : Number(r.location_id),
          status,
          next_section: nextSectionLabel(status),
          date_registered: day(r.date_registered),
          start_date: r.start_date ?? day(r.date_registered),
          last_modified: day(r.last_modified),
        };
      }),
      total,
    };
  }

  /** POST /api/v1/applications/counts: every status with its count under the other filters; they add up to total. */
  async counts(auth: AuthContext, filter: ApplicantListFilter): Promise<ApplicationStatusCounts> {
    const rows = await filteredApplicants(this.ds, auth.customerId, { ...scopedFilter(auth, filter), ignoreStatuses: true })
      .select('a.current_application_status', 'status')
      .addSelect('COUNT(*)', 'n')
      .groupBy('a.current_application_status')
      .getRawMany<{ status: string | null; n: string | number }>();
    const byStatus = new Map<ApplicationStatus, number>(APPLICATION_STATUSES.map((s) => [s, 0]));
    for (const row of rows) {
      // No status yet, or one this version does not know, is the first step (spec §4: unknown maps to order 0).
      const status = isKnown(row.status) ? row.status : 'SIGNUP';
      byStatus.set(status, (byStatus.get(status) ?? 0) + Number(row.n));
    }
    const counts = APPLICATION_STATUSES.map((status) => ({ status, count: byStatus.get(status) ?? 0 }));
    return { counts, total: counts.reduce((sum, c) => sum + c.count, 0) };
  }
}
