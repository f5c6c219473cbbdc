import { Injectable } from '@nestjs/common';
import { REQUIRE_STAFF_MFA_KEY, type MfaPolicyInput } from '@attest/contracts';
import { CustomerConfigService, type AuthContext } from '@attest/platform';

/** The customer's "every staff member uses MFA" switch (configuration key require_staff_mfa). */
@Injectable()
export class MfaPolicyService {
  constructor(private readonly configs: CustomerConfigService) {}

  async get(auth: AuthContext): Promise<MfaPolicyInput> {
    return { require_staff_mfa: await this.configs.flag(auth.customerId, REQUIRE_STAFF_MFA_KEY) };
  }

  async set(auth: AuthContext, input: MfaPolicyInput): Promise<MfaPolicyInput> {
    await this.configs.set(auth, REQUIRE_STAFF_MFA_KEY, input.require_staff_mfa ? '1' : '0');
    return this.get(auth);
  }
}
