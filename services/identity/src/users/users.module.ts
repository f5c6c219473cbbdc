import { Global, Module } from '@nestjs/common';
import { CUSTOMER_MEMBERSHIP } from '@attest/platform';
import { CustomerMembershipService } from './customer-membership.service';
import { UsersService } from './users.service';

/** Global so the platform's AuthGuard (declared in its own module) can inject CUSTOMER_MEMBERSHIP. */
@Global()
@Module({
  providers: [UsersService, CustomerMembershipService, { provide: CUSTOMER_MEMBERSHIP, useExisting: CustomerMembershipService }],
  exports: [UsersService, CUSTOMER_MEMBERSHIP],
})
export class UsersModule {}
