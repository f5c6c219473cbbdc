import { Module } from '@nestjs/common';
import { AccountLockoutService } from './account-lockout.service';
import { LoginThrottleService } from './login-throttle.service';
import { SignInAuditService } from './sign-in-audit.service';

@Module({
  providers: [LoginThrottleService, AccountLockoutService, SignInAuditService],
  exports: [LoginThrottleService, AccountLockoutService, SignInAuditService],
})
export class LoginSecurityModule {}
