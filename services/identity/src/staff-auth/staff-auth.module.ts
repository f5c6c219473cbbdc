import { Module } from '@nestjs/common';
import { CustomersModule } from '../customers/customers.module';
import { LoginSecurityModule } from '../login-security/login-security.module';
import { SessionsModule } from '../sessions/sessions.module';
import { SsoModule } from '../sso/sso.module';
import { StaffMfaModule } from '../staff-mfa/staff-mfa.module';
import { StaffAuthController } from './staff-auth.controller';
import { StaffLoginService } from './staff-login.service';

@Module({
  imports: [CustomersModule, LoginSecurityModule, SessionsModule, StaffMfaModule, SsoModule],
  controllers: [StaffAuthController],
  providers: [StaffLoginService],
})
export class StaffAuthModule {}
