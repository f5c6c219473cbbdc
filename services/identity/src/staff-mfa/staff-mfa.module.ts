import { Module } from '@nestjs/common';
import { CustomersModule } from '../customers/customers.module';
import { LoginSecurityModule } from '../login-security/login-security.module';
import { SessionsModule } from '../sessions/sessions.module';
import { MfaLoginController } from './mfa-login.controller';
import { MfaLoginService } from './mfa-login.service';
import { MfaPolicyService } from './mfa-policy.service';
import { OwnMfaService } from './own-mfa.service';
import { StaffMfaController } from './staff-mfa.controller';
import { StaffMfaService } from './staff-mfa.service';

/** TOTP two-factor for staff: self-service enrolment, the login's second step, the customer's requirement. */
@Module({
  imports: [CustomersModule, LoginSecurityModule, SessionsModule],
  controllers: [StaffMfaController, MfaLoginController],
  providers: [StaffMfaService, MfaLoginService, OwnMfaService, MfaPolicyService],
  exports: [StaffMfaService, MfaLoginService],
})
export class StaffMfaModule {}
