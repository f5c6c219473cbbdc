import { Injectable } from '@nestjs/common';
import { parseAllowedOrigins, RECRUITER_TAB_ORIGINS_KEY, recruiterTabFrameAncestors } from '@attest/contracts';
import { CustomerConfigService } from '@attest/platform';
import { CustomersService } from '../customers/customers.service';

/**
 * Who may frame the recruiter tab: this site and the ATS origins the customer lists in
 * `recruiter_tab_allowed_origins`. An unknown customer (or none in the address) allows no one else.
 */
@Injectable()
export class RecruiterTabFramingService {
  constructor(
    private readonly customers: CustomersService,
    private readonly configs: CustomerConfigService,
  ) {}

  async allowedOrigins(customerCode: unknown): Promise<string[]> {
    if (typeof customerCode !== 'string' || !/^[A-Za-z0-9_-]{1,64}$/.test(customerCode)) {
      return [];
    }
    const customer = await this.customers.findByCode(customerCode);
    return customer ? parseAllowedOrigins(await this.configs.get(customer.id, RECRUITER_TAB_ORIGINS_KEY)) : [];
  }

  /** The `Content-Security-Policy` value of the tab's page for `?customer=`. */
  async contentSecurityPolicy(customerCode: unknown): Promise<string> {
    return recruiterTabFrameAncestors(await this.allowedOrigins(customerCode));
  }
}
