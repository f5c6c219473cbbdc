import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { ApplicantListFilter, CustomDataViewDto, CustomDataViewInput, DataViewColumn } from '@attest/contracts';
import { AuditService, forbidden, notFound, parseJson, TenantRepository, type AuthContext } from '@attest/platform';
import { CustomDataViewEntity } from './entities/custom-data-view.entity';

type Row = CustomDataViewEntity & { owner_first?: string | null; owner_last?: string | null };

/**
 * Custom data views (GET/POST/PUT/DELETE /api/v1/customdataviews): a user sees their own views and the ones shared
 * with their customer; only the owner changes or deletes one (a shared view of someone else: 403; a private one: 404).
 */
@Injectable()
export class DataViewsService {
  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    private readonly audit: AuditService,
  ) {}

  private visible(auth: AuthContext, m: EntityManager = this.ds.manager) {
    return new TenantRepository(m, CustomDataViewEntity)
      .query(auth.customerId, 'v')
      .leftJoin('cst_users', 'u', 'u.user_id = v.user_id')
      .addSelect(['u.first_name AS owner_first', 'u.last_name AS owner_last'])
      .andWhere('(v.user_id = :me OR v.shared = 1)', { me: auth.userId ?? 0 });
  }

  async list(auth: AuthContext): Promise<CustomDataViewDto[]> {
    const { entities, raw } = await this.visible(auth).orderBy('v.name', 'ASC').addOrderBy('v.id', 'ASC').getRawAndEntities();
    return entities.map((v, i) => this.dto(auth, { ...v, ...names(raw[i]) }));
  }

  async create(auth: AuthContext, input: CustomDataViewInput): Promise<CustomDataViewDto> {
    const now = new Date();
    return this.ds.transaction(async (m) => {
      const row = await new TenantRepository(m, CustomDataViewEntity).insert(auth.customerId, { user_id: auth.userId ?? 0, ...stored(input), created_at: now, updated_at: now });
      await this.audit.record(auth, { entity: 'custom_data_view', entityId: row.id, action: 'create', changes: { name: { from: null, to: input.name }, shared: { from: null, to: input.shared } } }, m);
      return this.findDto(auth, row.id, m);
    });
  }

  async update(auth: AuthContext, id: number, input: CustomDataViewInput): Promise<CustomDataViewDto> {
    return this.ds.transaction(async (m) => {
      const before = await this.owned(auth, id, m);
      await new TenantRepository(m, CustomDataViewEntity).update(auth.customerId, { id }, { ...stored(input), updated_at: new Date() });
      const changes = { name: { from: before.name, to: input.name }, shared: { from: before.shared === 1, to: input.shared } };
      await this.audit.record(auth, { entity: 'custom_data_view', entityId: id, action: 'update', changes }, m);
      return this.findDto(auth, id, m);
    });
  }

  async remove(auth: AuthContext, id: number): Promise<void> {
    await this.ds.transaction(async (m) => {
      const before = await this.owned(auth, id, m);
      await new TenantRepository(m, CustomDataViewEntity).delete(auth.customerId, { id });
      await this.audit.record(auth, { entity: 'custom_data_view', entityId: id, action: 'delete', changes: { name: { from: before.name, to: null } } }, m);
    });
  }

  /** A view the caller sees and owns: unseen → 404, seen (shared) but someone else's → 403. */
  private async owned(auth: AuthContext, id: number, m: EntityManager): Promise<CustomDataViewEntity> {
    const row = await this.visible(auth, m).andWhere('v.id = :id', { id }).getOne();
    if (!row) {
      throw notFound();
    }
    if (row.user_id !== auth.userId) {
      throw forbidden('data_view_not_owner');
    }
    return row;
  }

  private async findDto(auth: AuthContext, id: number, m: EntityManager): Promise<CustomDataViewDto> {
    const { entities, raw } = await this.visible(auth, m).andWhere('v.id = :id', { id }).getRawAndEntities();
    if (!entities.length) {
      throw notFound();
    }
    return this.dto(auth, { ...entities[0], ...names(raw[0]) });
  }

  private dto(auth: AuthContext, v: Row): CustomDataViewDto {
    return {
      id: v.id,
      name: v.name,
      columns: parseJson<DataViewColumn[]>(v.columns, []),
      filter: parseJson<ApplicantListFilter>(v.filter, {}),
      shared: v.shared === 1,
      owner_user_id: v.user_id,
      owner_name: [v.owner_first, v.owner_last].filter(Boolean).join(' '),
      mine: v.user_id === auth.userId,
      updated_at: v.updated_at.toISOString(),
    };
  }
}

function stored(input: CustomDataViewInput): Pick<CustomDataViewEntity, 'name' | 'columns' | 'filter' | 'shared'> {
  return { name: input.name, columns: JSON.stringify([...new Set(input.columns)]), filter: JSON.stringify(input.filter ?? {}), shared: input.shared ? 1 : 0 };
}

function names(raw: unknown): Pick<Row, 'owner_first' | 'owner_last'> {
  const r = (raw ?? {}) as Record<string, string | null>;
  return { owner_first: r.owner_first ?? null, owner_last: r.owner_last ?? null };
}
