import type { DataSource, EntityManager, EntityTarget, FindOptionsWhere, ObjectLiteral, Repository, SelectQueryBuilder } from 'typeorm';
import { notFound } from '../errors/app-exception';

/** Tenant-owned rows carry customer_id; this is the only way features read or write them. */
export interface TenantOwned {
  customer_id: number;
}

/**
 * A repository bound to one table whose every query is scoped to the caller's customer. A row of
 * another customer is indistinguishable from a missing row (404).
 */
export class TenantRepository<T extends ObjectLiteral & TenantOwned> {
  private readonly repo: Repository<T>;

  /** `db` is the DataSource, or a transaction's EntityManager to take part in it. */
  constructor(db: DataSource | EntityManager, entity: EntityTarget<T>) {
    this.repo = db.getRepository(entity);
  }

  private scoped(customerId: number, where: FindOptionsWhere<T> = {}): FindOptionsWhere<T> {
    return { ...where, customer_id: customerId } as FindOptionsWhere<T>;
  }

  findOne(customerId: number, where: FindOptionsWhere<T>): Promise<T | null> {
    return this.repo.findOne({ where: this.scoped(customerId, where) });
  }

  async findOneOr404(customerId: number, where: FindOptionsWhere<T>, messageKey = 'not_found'): Promise<T> {
    const row = await this.findOne(customerId, where);
    if (!row) {
      throw notFound(messageKey);
    }
    return row;
  }

  find(customerId: number, where: FindOptionsWhere<T> = {}, options: { take?: number; skip?: number } = {}): Promise<T[]> {
    return this.repo.find({ where: this.scoped(customerId, where), ...options });
  }

  count(customerId: number, where: FindOptionsWhere<T> = {}): Promise<number> {
    return this.repo.count({ where: this.scoped(customerId, where) });
  }

  /** Query builder already restricted to the customer. */
  query(customerId: number, alias: string): SelectQueryBuilder<T> {
    return this.repo.createQueryBuilder(alias).where(`${alias}.customer_id = :tenantCustomerId`, { tenantCustomerId: customerId });
  }

  async insert(customerId: number, row: Omit<T, 'customer_id'> | Partial<T>): Promise<T> {
    const entity = this.repo.create({ ...row, customer_id: customerId } as unknown as T);
    return this.repo.save(entity);
  }

  async update(customerId: number, where: FindOptionsWhere<T>, patch: Partial<T>): Promise<number> {
    // customer_id can never be changed through a patch.
    const { customer_id: _ignored, ...safe } = patch as Partial<T> & TenantOwned;
    const result = await this.repo.update(this.scoped(customerId, where), safe as never);
    return result.affected ?? 0;
  }

  async delete(customerId: number, where: FindOptionsWhere<T>): Promise<number> {
    const result = await this.repo.delete(this.scoped(customerId, where));
    return result.affected ?? 0;
  }
}
