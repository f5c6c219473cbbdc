import { Module } from '@nestjs/common';
import { CustomersModule } from '../customers/customers.module';
import { LoginSecurityModule } from '../login-security/login-security.module';
import { SessionsModule } from '../sessions/sessions.module';
import { SignupModule } from '../signup/signup.module';
import { SsoModule } from '../sso/sso.module';
import { ApplicantAuthController } from './applicant-auth.controller';
import { ApplicantLoginService } from './applicant-login.service';
import { ApplicantPasswordService } from './applicant-password.service';
import { ApplicantRegistrationService } from './applicant-registration.service';

@Module({
  imports: [CustomersModule, LoginSecurityModule, SessionsModule, SignupModule, SsoModule],
  controllers: [ApplicantAuthController],
  providers: [ApplicantRegistrationService, ApplicantLoginService, ApplicantPasswordService],
})
export class ApplicantAuthModule {}
