import { Injectable } from '@nestjs/common';
import type { CustomerMembership } from '@attest/platform';
import { UsersService } from './users.service';

/** The AuthGuard's answer to "may this staff user act for customer X" (X-Request-Customer-Id). */
@Injectable()
export class CustomerMembershipService implements CustomerMembership {
  constructor(private readonly users: UsersService) {}

  userCustomerIds(userId: number): Promise<number[]> {
    return this.users.customerIdsOf(userId);
  }
}
