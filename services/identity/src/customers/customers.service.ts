import { Inject, Injectable } from '@nestjs/common';
import { notFound, TenantRepository } from '@attest/platform';
import { DataSource } from 'typeorm';
import { DEFAULT_LOCATION_CODE, normalizeCode } from './customer-code';
import type { CreateCustomerInput } from './dto/create-customer.dto';
import type { CustomerContextDto } from './dto/customer-context.dto';
import { CustomerEntity } from './entities/customer.entity';
import { LocationEntity } from './entities/location.entity';

/** Customers (tenants) and their locations. */
@Injectable()
export class CustomersService {
  private readonly locationsRepo: TenantRepository<LocationEntity>;

  constructor(@Inject(DataSource) private readonly ds: DataSource) {
    this.locationsRepo = new TenantRepository(ds, LocationEntity);
  }

  private get customers() {
    return this.ds.getRepository(CustomerEntity);
  }

  /** The active customer with this code, or null (an inactive customer is treated as unknown). */
  async findByCode(code: string): Promise<CustomerEntity | null> {
    const row = await this.customers.findOne({ where: { customer_code: normalizeCode(code) } });
    return row && row.active ? row : null;
  }

  async requireByCode(code: string): Promise<CustomerEntity> {
    const row = await this.findByCode(code);
    if (!row) {
      throw notFound('customer_not_found');
    }
    return row;
  }

  async findActiveById(id: number): Promise<CustomerEntity | null> {
    const row = await this.customers.findOne({ where: { id } });
    return row && row.active ? row : null;
  }

  async findByIds(ids: number[]): Promise<CustomerEntity[]> {
    if (!ids.length) {
      return [];
    }
    return this.customers.createQueryBuilder('c').where('c.id IN (:...ids)', { ids }).andWhere('c.active = 1').orderBy('c.name').getMany();
  }

  findLocation(customerId: number, locationCode: string): Promise<LocationEntity | null> {
    return this.locationsRepo.findOne(customerId, { location_code: normalizeCode(locationCode) });
  }

  /** The code of a location id, falling back to the default segment when unset or gone. */
  async locationCodeOf(customerId: number, locationId: number | null): Promise<string> {
    if (locationId === null) {
      return DEFAULT_LOCATION_CODE;
    }
    const row = await this.locationsRepo.findOne(customerId, { location_id: locationId });
    return row?.location_code ?? DEFAULT_LOCATION_CODE;
  }

  /** A customer's locations in creation order. */
  async locationsOf(customerId: number): Promise<{ location_id: number; location_code: string; name: string }[]> {
    const rows = await this.locationsRepo.query(customerId, 'l').orderBy('l.location_id').getMany();
    return rows.map((l) => ({ location_id: l.location_id, location_code: l.location_code, name: l.name }));
  }

  async context(code: string): Promise<CustomerContextDto> {
    const customer = await this.requireByCode(code);
    return {
      customer_id: customer.id,
      customer_code: customer.customer_code,
      name: customer.name,
      locations: await this.locationsOf(customer.id),
    };
  }

  /** Creates a customer with its locations in one transaction; answers the new customer. */
  async createCustomer(input: CreateCustomerInput): Promise<CustomerEntity> {
    const locations = (input.locations ?? []).map((l) => ({ code: normalizeCode(l.code), name: l.name }));
    if (!locations.some((l) => l.code === DEFAULT_LOCATION_CODE)) {
      locations.unshift({ code: DEFAULT_LOCATION_CODE, name: 'Headquarters' });
    }
    return this.ds.transaction(async (m) => {
      const customer = await m.save(
        m.create(CustomerEntity, { customer_code: normalizeCode(input.code), name: input.name, active: 1, created_at: new Date() }),
      );
      await m.insert(
        LocationEntity,
        locations.map((l) => ({ customer_id: customer.id, location_code: l.code, name: l.name })),
      );
      return customer;
    });
  }
}
