import { findApplicantInScope } from '../shared/applicant-scope';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource, EntityManager, In } from 'typeorm';
import { normaliseEmail, PERMISSIONS } from '@attest/contracts';
import { AuditService, conflict, fieldCipher, hasPermission, maskTail, TenantRepository, type AuthContext } from '@attest/platform';
import { requireApplicantAccess } from './applicant-access';
import { toApplicantView, type ApplicantView } from './applicant-view';
import type { UpdateApplicantInput } from './dto/update-applicant.dto';
import {
  ApplicantAdmissionEntity,
  ApplicantAltIdEntity,
  ApplicantEeocEntity,
  ApplicantEntity,
  ApplicantFedTaxEntity,
  ApplicantPropEntity,
} from './entities';
import { upsertApplicantProps } from './upsert-applicant-props';

type Changes = Record<string, { from: unknown; to: unknown }>;
const SENSITIVE = new Set(['fed_tax.fed_id']);

/** Reads and edits one applicant record (GET/PUT /api/v2/customers/{customerId}/applicants). */
@Injectable()
export class ApplicantRecordService {
  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    private readonly audit: AuditService,
  ) {}

  async get(auth: AuthContext, customerId: number, applicantId: number): Promise<ApplicantView> {
    requireApplicantAccess(auth, customerId, applicantId);
    await findApplicantInScope(this.ds, auth, applicantId);
    return forCaller(auth, await this.load(this.ds.manager, auth.customerId, applicantId));
  }

  /** Pass `manager` to take part in the caller's transaction (the form engine's submit does). */
  async update(auth: AuthContext, customerId: number, input: UpdateApplicantInput, manager?: EntityManager): Promise<ApplicantView> {
    requireApplicantAccess(auth, customerId, input.applicant_id);
    const { applicant_id: applicantId, fed_tax, eeoc, admission, altId, props, state_props, ...top } = input;
    const inTransaction = <T>(work: (m: EntityManager) => Promise<T>) => (manager ? work(manager) : this.ds.transaction(work));
    return inTransaction(async (m) => {
      const applicants = new TenantRepository(m, ApplicantEntity);
      const current = await findApplicantInScope(m, auth, applicantId);
      const changes: Changes = {};
      const topPatch = { ...top } as Partial<ApplicantEntity>;
      if (typeof topPatch.email === 'string') {
        topPatch.email = normaliseEmail(topPatch.email);
        await this.assertEmailFree(m, auth.customerId, applicantId, topPatch.email);
      }
      collect(changes, '', current as unknown as Record<string, unknown>, topPatch as Record<string, unknown>);
      await applicants.update(auth.customerId, { applicant_id: applicantId }, { ...topPatch, last_updated: new Date() });
      if (fed_tax) {
        await this.upsertOne(m, ApplicantFedTaxEntity, auth.customerId, applicantId, fed_tax, 'fed_tax', changes);
      }
      if (eeoc) {
        await this.upsertOne(m, ApplicantEeocEntity, auth.customerId, applicantId, eeoc, 'eeoc', changes);
      }
      if (admission) {
        await this.upsertOne(m, ApplicantAdmissionEntity, auth.customerId, applicantId, admission, 'admission', changes);
      }
      if (altId && altId.alt_id_value != null) {
        await this.upsertAltId(m, auth.customerId, applicantId, altId.alt_id_value, changes);
      }
      if (props || state_props) {
        await upsertApplicantProps(m, auth.customerId, applicantId, props ?? {}, state_props ?? {}, changes);
      }
      await this.audit.record(auth, { entity: 'applicant', entityId: applicantId, action: 'update', changes }, m);
      return forCaller(auth, await this.load(m, auth.customerId, applicantId));
    });
  }

  private async assertEmailFree(m: EntityManager, customerId: number, applicantId: number, email: string): Promise<void> {
    const other = await new TenantRepository(m, ApplicantEntity).findOne(customerId, { email });
    if (other && other.applicant_id !== applicantId) {
      throw conflict('duplicate_email', { fields: { email: 'duplicate_email' }, value: email });
    }
  }

  private async upsertOne<T extends { applicant_id: number; customer_id: number }>(
    m: EntityManager,
    entity: new () => T,
    customerId: number,
    applicantId: number,
    patch: Record<string, unknown>,
    group: string,
    changes: Changes,
  ): Promise<void> {
    const repo = new TenantRepository<T>(m, entity);
    const existing = await repo.findOne(customerId, { applicant_id: applicantId } as never);
    const values = normaliseFlags(patch);
    if (group === 'fed_tax' && 'fed_id' in values) {
      values.fed_id_hash = fedIdHash(values.fed_id as string | null);
    }
    collect(changes, group + '.', (existing ?? {}) as Record<string, unknown>, values);
    if (existing) {
      await repo.update(customerId, { applicant_id: applicantId } as never, values as Partial<T>);
    } else {
      await repo.insert(customerId, { ...values, applicant_id: applicantId } as Partial<T>);
    }
  }

  private async upsertAltId(m: EntityManager, customerId: number, applicantId: number, value: string, changes: Changes): Promise<void> {
    const repo = new TenantRepository(m, ApplicantAltIdEntity);
    const [first] = await repo.find(customerId, { applicant_id: applicantId });
    changes['altId.alt_id_value'] = { from: first?.alt_id_value ?? null, to: value };
    if (first) {
      await repo.update(customerId, { id: first.id }, { alt_id_value: value });
    } else {
      await repo.insert(customerId, { applicant_id: applicantId, alt_id_value: value });
    }
  }

  private async load(m: EntityManager, customerId: number, applicantId: number): Promise<ApplicantView> {
    const byApplicant = { applicant_id: applicantId };
    const applicant = await new TenantRepository(m, ApplicantEntity).findOneOr404(customerId, byApplicant);
    const [fedTax, eeoc, admission, altIds, props] = await Promise.all([
      new TenantRepository(m, ApplicantFedTaxEntity).findOne(customerId, byApplicant),
      new TenantRepository(m, ApplicantEeocEntity).findOne(customerId, byApplicant),
      new TenantRepository(m, ApplicantAdmissionEntity).findOne(customerId, byApplicant),
      new TenantRepository(m, ApplicantAltIdEntity).find(customerId, byApplicant),
      new TenantRepository(m, ApplicantPropEntity).find(customerId, byApplicant),
    ]);
    return toApplicantView({ applicant, fedTax, eeoc, admission, altIds, props });
  }

  /** Used by staff search results and seeds: ids of this customer's applicants among `ids`. */
  async existingIds(customerId: number, ids: number[]): Promise<number[]> {
    const rows = await new TenantRepository(this.ds, ApplicantEntity).find(customerId, { applicant_id: In(ids) });
    return rows.map((r) => r.applicant_id);
  }
}

/** The keyed hash of a federal id's digits (duplicate matching compares these, never decrypted values). */
export function fedIdHash(fedId: string | null | undefined): string | null {
  const digits = (fedId ?? '').replace(/\D/g, '');
  return digits ? fieldCipher().blindIndex(digits) : null;
}

/** EEO answers and the self-admission are the applicant's own, or staff holding applicants.eeo.read. */
function forCaller(auth: AuthContext, view: ApplicantView): ApplicantView {
  if (auth.party === 'applicant' || hasPermission(auth, PERMISSIONS.APPLICANTS_EEO_READ)) {
    return view;
  }
  return { ...view, eeoc: null, admission: null };
}

/** Booleans in the payload are stored as the 1/0 the spec's flags use. */
function normaliseFlags(patch: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(patch)) {
    out[k] = typeof v === 'boolean' ? (v ? 1 : 0) : v;
  }
  return out;
}

function collect(changes: Changes, prefix: string, before: Record<string, unknown>, after: Record<string, unknown>): void {
  for (const [k, to] of Object.entries(after)) {
    const key = prefix + k;
    if (key === 'fed_tax.fed_id_hash') {
      continue;
    }
    const from = before[k] ?? null;
    if (from !== to) {
      changes[key] = SENSITIVE.has(key)
        ? { from: maskTail(from as string | null), to: maskTail(to as string | null) }
        : { from: from instanceof Date ? from.toISOString() : from, to };
    }
  }
}
