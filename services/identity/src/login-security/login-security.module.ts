import { Module } from '@nestjs/common';
import { AccountLockoutService } from './account-lockout.service';
import { LoginThrottleService } from './login-throttle.service';

@Module({ providers: [LoginThrottleService, AccountLockoutService], exports: [LoginThrottleService, AccountLockoutService] })
export class LoginSecurityModule {}
