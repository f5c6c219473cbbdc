import { Module } from '@nestjs/common';
import { CustomersModule } from '../customers/customers.module';
import { LoginSecurityModule } from '../login-security/login-security.module';
import { SessionsModule } from '../sessions/sessions.module';
import { AccountActivationController } from './account-activation.controller';
import { ActivationService } from './activation.service';
import { ApplicantInviteController } from './applicant-invite.controller';

@Module({
  imports: [CustomersModule, LoginSecurityModule, SessionsModule],
  controllers: [ApplicantInviteController, AccountActivationController],
  providers: [ActivationService],
})
export class ActivationModule {}
