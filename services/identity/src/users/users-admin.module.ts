import { Module } from '@nestjs/common';
import { CustomersModule } from '../customers/customers.module';
import { LoginSecurityModule } from '../login-security/login-security.module';
import { RolesModule } from '../roles/roles.module';
import { StaffMfaModule } from '../staff-mfa/staff-mfa.module';
import { UserExtrasService } from './user-extras.service';
import { UserInvitationsService } from './user-invitations.service';
import { UsersAdminService } from './users-admin.service';
import { UsersController } from './users.controller';

/** The staff users API (staff-side §7 "Users"): admin reads and edits, invitations, settings, external ids. */
@Module({
  imports: [CustomersModule, LoginSecurityModule, RolesModule, StaffMfaModule],
  controllers: [UsersController],
  providers: [UsersAdminService, UserInvitationsService, UserExtrasService],
  exports: [UsersAdminService],
})
export class UsersAdminModule {}
