import { Module } from '@nestjs/common';
import { CustomersModule } from '../customers/customers.module';
import { LoginSecurityModule } from '../login-security/login-security.module';
import { SessionsModule } from '../sessions/sessions.module';
import { StaffAuthController } from './staff-auth.controller';
import { StaffLoginService } from './staff-login.service';

@Module({
  imports: [CustomersModule, LoginSecurityModule, SessionsModule],
  controllers: [StaffAuthController],
  providers: [StaffLoginService],
})
export class StaffAuthModule {}
