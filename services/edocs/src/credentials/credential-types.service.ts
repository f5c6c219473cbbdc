import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditService, badRequest, TenantRepository, type AuthContext } from '@attest/platform';
import { CertRequirementConfigEntity } from '../certification-requirements/entities';
import type { CredentialTypeInput, CredentialTypePatch, CredentialTypeQuery } from './credential-type-dtos';
import { ApplicantCredentialEntity, CredentialTypeEntity } from './entities';

export interface CredentialTypeView {
  credential_id: number;
  name: string;
  alt_id: string | null;
  description: string | null;
  requires_expiration: boolean;
  has_back: boolean;
  active: boolean;
}

export function credentialTypeView(r: CredentialTypeEntity): CredentialTypeView {
  return {
    credential_id: r.credential_id, name: r.name, alt_id: r.alt_id, description: r.description,
    requires_expiration: r.requires_expiration === 1, has_back: r.has_back === 1, active: r.active === 1,
  };
}

const flag = (v: boolean | undefined): number | undefined => (v === undefined ? undefined : v ? 1 : 0);

/** Credential types (staff-side §7 "Credentials and certification requirements"): the customer's own only. */
@Injectable()
export class CredentialTypesService {
  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    private readonly audit: AuditService,
  ) {}

  private repo(db: DataSource | EntityManager = this.ds) {
    return new TenantRepository(db, CredentialTypeEntity);
  }

  async list(auth: AuthContext): Promise<CredentialTypeView[]> {
    return (await this.query(auth, { take: 200 })).items;
  }

  async query(auth: AuthContext, filter: CredentialTypeQuery): Promise<{ total: number; items: CredentialTypeView[] }> {
    const qb = this.repo().query(auth.customerId, 'c');
    if (filter.search) {
      // '!' escapes LIKE wildcards on MariaDB and SQLite alike.
      const term = `%${filter.search.toLowerCase().replace(/[!%_]/g, (ch) => `!${ch}`)}%`;
      qb.andWhere("(LOWER(c.name) LIKE :term ESCAPE '!' OR LOWER(c.alt_id) LIKE :term ESCAPE '!')", { term });
    }
    if (filter.active !== undefined) {
      qb.andWhere('c.active = :active', { active: filter.active ? 1 : 0 });
    }
    const [rows, total] = await qb.orderBy('c.name', 'ASC').addOrderBy('c.credential_id', 'ASC').skip(filter.skip ?? 0).take(filter.take ?? 25).getManyAndCount();
    return { total, items: rows.map(credentialTypeView) };
  }

  async get(auth: AuthContext, id: number): Promise<CredentialTypeView> {
    return credentialTypeView(await this.repo().findOneOr404(auth.customerId, { credential_id: id }));
  }

  async create(auth: AuthContext, input: CredentialTypeInput): Promise<CredentialTypeView> {
    const now = new Date();
    const row = await this.ds.transaction(async (m) => {
      const saved = await this.repo(m).insert(auth.customerId, {
        name: input.name, alt_id: input.alt_id || null, description: input.description ?? null,
        requires_expiration: flag(input.requires_expiration) ?? 0, has_back: flag(input.has_back) ?? 0, active: flag(input.active) ?? 1, created: now, updated: now,
      });
      await this.audit.record(auth, { entity: 'credential', entityId: saved.credential_id, action: 'create', changes: { name: { from: null, to: saved.name } } }, m);
      return saved;
    });
    return credentialTypeView(row);
  }

  async update(auth: AuthContext, id: number, patch: CredentialTypePatch): Promise<CredentialTypeView> {
    const before = await this.repo().findOneOr404(auth.customerId, { credential_id: id });
    const next: Partial<CredentialTypeEntity> = {
      name: patch.name, alt_id: patch.alt_id === undefined ? undefined : patch.alt_id || null, description: patch.description,
      requires_expiration: flag(patch.requires_expiration), has_back: flag(patch.has_back), active: flag(patch.active),
    };
    const changes: Record<string, { from: unknown; to: unknown }> = {};
    for (const [k, v] of Object.entries(next)) {
      if (v === undefined) {
        delete next[k as keyof CredentialTypeEntity];
      } else if (before[k as keyof CredentialTypeEntity] !== v) {
        changes[k] = { from: before[k as keyof CredentialTypeEntity], to: v };
      }
    }
    if (Object.keys(changes).length) {
      await this.ds.transaction(async (m) => {
        await this.repo(m).update(auth.customerId, { credential_id: id }, { ...next, updated: new Date() });
        await this.audit.record(auth, { entity: 'credential', entityId: id, action: 'update', changes }, m);
      });
    }
    return this.get(auth, id);
  }

  /** A type still held by an applicant or required by a configuration is refused (deactivate it instead). */
  async remove(auth: AuthContext, id: number): Promise<void> {
    const row = await this.repo().findOneOr404(auth.customerId, { credential_id: id });
    const held = await new TenantRepository(this.ds, ApplicantCredentialEntity).count(auth.customerId, { credential_id: id });
    const required = await new TenantRepository(this.ds, CertRequirementConfigEntity).count(auth.customerId, { credential_id: id });
    if (held || required) {
      throw badRequest('credential_in_use', { applicantCredentials: held, requirements: required });
    }
    await this.ds.transaction(async (m) => {
      await this.repo(m).delete(auth.customerId, { credential_id: id });
      await this.audit.record(auth, { entity: 'credential', entityId: id, action: 'delete', changes: { name: { from: row.name, to: null } } }, m);
    });
  }
}
