import { Injectable } from '@nestjs/common';
import {
  PRELIM_INFO_FLAG_NAMES,
  type PrelimInfoFlags,
  SELECTABLE_COUNTRIES,
  SIGNUP_FLAG_NAMES,
  type SignupFlags,
  type SignupOptionsDto,
} from '@attest/contracts';
import { CustomerConfigService } from '@attest/platform';
import { CustomersService } from '../customers/customers.service';
import type { CustomerEntity } from '../customers/entities/customer.entity';
import { LanguagesService } from '../languages/languages.service';
import type { SignupContext } from './signup-rules';

/** The customer facts sign-up and prelim-info rules depend on: flags, locations, languages. */
@Injectable()
export class SignupOptionsService {
  constructor(
    private readonly customers: CustomersService,
    private readonly configs: CustomerConfigService,
    private readonly languages: LanguagesService,
  ) {}

  flags(customerId: number): Promise<SignupFlags> {
    return this.configs.flags(customerId, SIGNUP_FLAG_NAMES);
  }

  prelimFlags(customerId: number): Promise<PrelimInfoFlags> {
    return this.configs.flags(customerId, PRELIM_INFO_FLAG_NAMES);
  }

  async context(customerId: number): Promise<SignupContext> {
    const [flags, locations, languages] = await Promise.all([
      this.flags(customerId),
      this.customers.locationsOf(customerId),
      this.languages.codesOf(customerId),
    ]);
    return { flags, locations, languages };
  }

  /** Public: what the register page needs before anyone has an account. */
  async options(customerCode: string): Promise<SignupOptionsDto> {
    const customer: CustomerEntity = await this.customers.requireByCode(customerCode);
    const [flags, locations] = await Promise.all([this.flags(customer.id), this.customers.locationsOf(customer.id)]);
    return {
      locations,
      flags,
      countries: SELECTABLE_COUNTRIES.map((c) => ({ ...c, states: c.states.map((s) => ({ ...s })) })),
    };
  }
}
