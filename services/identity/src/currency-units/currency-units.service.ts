import { Inject, Injectable } from '@nestjs/common';
import { currencyDef, type AddCurrencyUnitInput, type CurrencyUnitDto, type SetCurrencyUnitsInput } from '@attest/contracts';
import { AuditService, badRequest, notFound, TenantRepository, type AuthContext } from '@attest/platform';
import { DataSource, type EntityManager } from 'typeorm';
import { CurrencyUnitEntity } from './entities/currency-unit.entity';

const toDto = (row: CurrencyUnitEntity): CurrencyUnitDto => ({ id: row.id, ...currencyDef(row.code)!, is_default: row.is_default === 1 });
const codesOf = (rows: readonly CurrencyUnitEntity[]) => rows.map((r) => `${r.code}${r.is_default ? '*' : ''}`);

/**
 * A customer's currency units (staff-side §7 "Currency units"). Exactly one is the default while any
 * exist: money is shown in it. Every change is audited (entity currency_unit).
 */
@Injectable()
export class CurrencyUnitsService {
  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    @Inject(AuditService) private readonly audit: AuditService,
  ) {}

  async list(customerId: number, db: DataSource | EntityManager = this.ds): Promise<CurrencyUnitDto[]> {
    return (await this.rows(customerId, db)).map(toDto);
  }

  /** Replaces the whole list; the default is the unit marked so, else the first. */
  async setAll(auth: AuthContext, input: SetCurrencyUnitsInput): Promise<CurrencyUnitDto[]> {
    return this.ds.transaction(async (m) => {
      const repo = new TenantRepository(m, CurrencyUnitEntity);
      const before = await this.rows(auth.customerId, m);
      const defaultCode = input.units.find((u) => u.is_default)?.code ?? input.units[0].code;
      await repo.delete(auth.customerId, {});
      for (const unit of input.units) {
        await repo.insert(auth.customerId, { code: unit.code, is_default: unit.code === defaultCode ? 1 : 0, created_at: new Date() });
      }
      const after = await this.rows(auth.customerId, m);
      await this.audit.record(auth, { entity: 'currency_unit', entityId: 'all', action: 'update', changes: { units: { from: codesOf(before), to: codesOf(after) } } }, m);
      return after.map(toDto);
    });
  }

  async add(auth: AuthContext, input: AddCurrencyUnitInput): Promise<CurrencyUnitDto> {
    return this.ds.transaction(async (m) => {
      const repo = new TenantRepository(m, CurrencyUnitEntity);
      const existing = await this.rows(auth.customerId, m);
      if (existing.some((r) => r.code === input.code)) {
        throw badRequest('currency_duplicate', { fields: { code: 'currency_duplicate' } });
      }
      const isDefault = input.is_default === true || existing.length === 0;
      if (isDefault) {
        await repo.update(auth.customerId, {}, { is_default: 0 });
      }
      const row = await repo.insert(auth.customerId, { code: input.code, is_default: isDefault ? 1 : 0, created_at: new Date() });
      await this.audit.record(auth, { entity: 'currency_unit', entityId: row.id, action: 'create', changes: { code: { from: null, to: row.code }, is_default: { from: null, to: isDefault } } }, m);
      return toDto(row);
    });
  }

  /** Removing the default makes the oldest remaining unit the default. */
  async remove(auth: AuthContext, id: number): Promise<void> {
    await this.ds.transaction(async (m) => {
      const repo = new TenantRepository(m, CurrencyUnitEntity);
      const row = await repo.findOne(auth.customerId, { id });
      if (!row) {
        throw notFound('not_found');
      }
      await repo.delete(auth.customerId, { id });
      if (row.is_default) {
        const next = (await this.rows(auth.customerId, m))[0];
        if (next) {
          await repo.update(auth.customerId, { id: next.id }, { is_default: 1 });
        }
      }
      await this.audit.record(auth, { entity: 'currency_unit', entityId: id, action: 'delete', changes: { code: { from: row.code, to: null } } }, m);
    });
  }

  private async rows(customerId: number, db: DataSource | EntityManager): Promise<CurrencyUnitEntity[]> {
    const rows = await new TenantRepository(db, CurrencyUnitEntity).find(customerId);
    return rows.sort((a, b) => a.id - b.id);
  }
}
