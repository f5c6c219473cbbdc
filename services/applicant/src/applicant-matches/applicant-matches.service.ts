import { Inject, Injectable } from '@nestjs/common';
import { Brackets, DataSource, type SelectQueryBuilder } from 'typeorm';
import { normaliseEmail } from '@attest/contracts';
import { badRequest, locationScope, TenantRepository, type AuthContext } from '@attest/platform';
import { fedIdHash } from '../applicant-record/applicant-record.service';
import { ApplicantEntity, ApplicantFedTaxEntity } from '../applicant-record/entities';
import { findApplicantInScope } from '../shared/applicant-scope';

const MATCH_LIMIT = 50;

export type MatchReason = 'email' | 'phone' | 'name_dob' | 'fed_id';

export interface MatchCriteria {
  email: string | null;
  phone: string | null;
  first_name: string | null;
  last_name: string | null;
  date_of_birth: string | null;
  fed_id_hash: string | null;
}

export interface ApplicantMatch {
  applicant_id: number;
  full_name: string;
  email: string;
  date_registered: string;
  reasons: MatchReason[];
}

const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);
const digits = (v: string | null): string | null => (v ? v.replace(/\D/g, '').slice(-10) || null : null);

/**
 * POST /api/v1/applicants/matches: possible duplicates by the same email, phone, name and date of birth,
 * or federal id. The federal id is compared through its keyed hash (fed_id_hash), never decrypted in SQL.
 */
@Injectable()
export class ApplicantMatchesService {
  constructor(@Inject(DataSource) private readonly ds: DataSource) {}

  async matches(auth: AuthContext, body: unknown): Promise<ApplicantMatch[]> {
    const b = (typeof body === 'object' && body !== null && !Array.isArray(body) ? body : null) as Record<string, unknown> | null;
    if (!b) {
      throw badRequest('validation_failed');
    }
    const applicantId = b.applicant_id === undefined ? null : Number(b.applicant_id);
    if (applicantId !== null && (!Number.isInteger(applicantId) || applicantId <= 0)) {
      throw badRequest('validation_failed', { fields: { applicant_id: 'number_validator' } });
    }
    const criteria = applicantId !== null ? await this.criteriaOf(auth, applicantId) : criteriaFromBody(b);
    if (!criteria.email && !criteria.phone && !criteria.fed_id_hash && !(criteria.first_name && criteria.last_name && criteria.date_of_birth)) {
      throw badRequest('validation_failed', { fields: { email: 'required_field' } });
    }
    const rows = await this.candidates(auth, criteria, applicantId);
    return rows.map((r) => ({
      applicant_id: r.applicant_id,
      full_name: [r.first_name, r.last_name].filter(Boolean).join(' '),
      email: r.email,
      date_registered: new Date(r.date_registered).toISOString(),
      reasons: reasonsOf(r, criteria),
    }));
  }

  private async criteriaOf(auth: AuthContext, applicantId: number): Promise<MatchCriteria> {
    const a = await findApplicantInScope(this.ds, auth, applicantId);
    const fed = await new TenantRepository(this.ds, ApplicantFedTaxEntity).findOne(auth.customerId, { applicant_id: applicantId });
    return {
      email: a.email,
      phone: digits(a.mobile_phone || a.home_phone),
      first_name: a.first_name,
      last_name: a.last_name,
      date_of_birth: fed?.date_of_birth ?? null,
      fed_id_hash: fed?.fed_id_hash ?? null,
    };
  }

  private async candidates(auth: AuthContext, c: MatchCriteria, exclude: number | null): Promise<CandidateRow[]> {
    const qb = new TenantRepository(this.ds, ApplicantEntity)
      .query(auth.customerId, 'a')
      .leftJoin(ApplicantFedTaxEntity, 'f', 'f.applicant_id = a.applicant_id AND f.customer_id = a.customer_id')
      .select(['a.applicant_id AS applicant_id', 'a.first_name AS first_name', 'a.last_name AS last_name', 'a.email AS email', 'a.date_registered AS date_registered'])
      .addSelect(['a.mobile_phone AS mobile_phone', 'a.home_phone AS home_phone', 'f.date_of_birth AS date_of_birth', 'f.fed_id_hash AS fed_id_hash'])
      .andWhere('a.deleted_at IS NULL')
      .andWhere(new Brackets((w) => anyOf(w, c)));
    if (exclude !== null) {
      qb.andWhere('a.applicant_id <> :exclude', { exclude });
    }
    scopeToLocations(qb, auth);
    return qb.orderBy('a.applicant_id', 'ASC').limit(MATCH_LIMIT).getRawMany<CandidateRow>();
  }
}

interface CandidateRow {
  applicant_id: number;
  first_name: string | null;
  last_name: string | null;
  email: string;
  date_registered: Date | string;
  mobile_phone: string | null;
  home_phone: string | null;
  date_of_birth: string | null;
  fed_id_hash: string | null;
}

function criteriaFromBody(b: Record<string, unknown>): MatchCriteria {
  const email = str(b.email);
  return {
    email: email ? normaliseEmail(email) : null,
    phone: digits(str(b.mobile_phone) ?? str(b.phone)),
    first_name: str(b.first_name),
    last_name: str(b.last_name),
    date_of_birth: str(b.date_of_birth),
    fed_id_hash: fedIdHash(str(b.fed_id)),
  };
}

/** Phones are compared on their last ten digits, in SQL on the stored text with separators removed. */
const PHONE_SQL = (col: string) => `REPLACE(REPLACE(REPLACE(REPLACE(REPLACE(${col}, '-', ''), ' ', ''), '(', ''), ')', ''), '+', '')`;

function anyOf(w: import('typeorm').WhereExpressionBuilder, c: MatchCriteria): void {
  w.where('1 = 0');
  if (c.email) {
    w.orWhere('LOWER(a.email) = :email', { email: c.email.toLowerCase() });
  }
  if (c.phone) {
    w.orWhere(`${PHONE_SQL('a.mobile_phone')} LIKE :phone OR ${PHONE_SQL('a.home_phone')} LIKE :phone`, { phone: `%${c.phone}` });
  }
  if (c.first_name && c.last_name && c.date_of_birth) {
    w.orWhere('(LOWER(a.first_name) = :fn AND LOWER(a.last_name) = :ln AND f.date_of_birth = :dob)', { fn: c.first_name.toLowerCase(), ln: c.last_name.toLowerCase(), dob: c.date_of_birth });
  }
  if (c.fed_id_hash) {
    w.orWhere('f.fed_id_hash = :fedHash', { fedHash: c.fed_id_hash });
  }
}

function scopeToLocations(qb: SelectQueryBuilder<ApplicantEntity>, auth: AuthContext): void {
  const scope = locationScope(auth);
  if (scope !== null) {
    qb.andWhere(scope.length ? 'a.location_id IN (:...scope)' : '1 = 0', { scope });
  }
}

function reasonsOf(r: CandidateRow, c: MatchCriteria): MatchReason[] {
  const out: MatchReason[] = [];
  if (c.email && r.email.toLowerCase() === c.email.toLowerCase()) {
    out.push('email');
  }
  if (c.phone && [r.mobile_phone, r.home_phone].some((p) => digits(p) === c.phone)) {
    out.push('phone');
  }
  const same = (x: string | null, y: string | null) => !!x && !!y && x.toLowerCase() === y.toLowerCase();
  if (c.date_of_birth && same(r.first_name, c.first_name) && same(r.last_name, c.last_name) && r.date_of_birth === c.date_of_birth) {
    out.push('name_dob');
  }
  if (c.fed_id_hash && r.fed_id_hash === c.fed_id_hash) {
    out.push('fed_id');
  }
  return out;
}
