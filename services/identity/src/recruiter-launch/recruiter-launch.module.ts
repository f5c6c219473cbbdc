import { Module } from '@nestjs/common';
import { CustomersModule } from '../customers/customers.module';
import { LoginSecurityModule } from '../login-security/login-security.module';
import { SessionsModule } from '../sessions/sessions.module';
import { UsersModule } from '../users/users.module';
import { RecruiterLaunchController } from './recruiter-launch.controller';
import { RecruiterLaunchService } from './recruiter-launch.service';
import { RecruiterTabFramingService } from './recruiter-tab-framing.service';

@Module({
  imports: [CustomersModule, UsersModule, LoginSecurityModule, SessionsModule],
  controllers: [RecruiterLaunchController],
  providers: [RecruiterLaunchService, RecruiterTabFramingService],
  exports: [RecruiterTabFramingService],
})
export class RecruiterLaunchModule {}
