import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { FieldCode } from '@attest/contracts';
import { TenantRepository, requireCustomer, type AuthContext } from '@attest/platform';
import { toFieldCode } from '../forms/to-form-template';
import { CodeValueEntity } from './code-value.entity';

/** The customer's code values of one category (EDU_DEGREE ...), by sort_order. */
@Injectable()
export class CodeValuesService {
  constructor(@Inject(DataSource) private readonly ds: DataSource) {}

  async forCategory(auth: AuthContext, customerId: number, category: string): Promise<FieldCode[]> {
    requireCustomer(auth, customerId);
    const rows = await new TenantRepository(this.ds, CodeValueEntity).find(auth.customerId, { category, active: 1 });
    return rows.sort((a, b) => a.sort_order - b.sort_order || a.code.localeCompare(b.code)).map(toFieldCode);
  }
}
