import { Module } from '@nestjs/common';
import { CustomersModule } from '../customers/customers.module';
import { LoginSecurityModule } from '../login-security/login-security.module';
import { SessionsModule } from '../sessions/sessions.module';
import { SingleUseLoginController } from './single-use-login.controller';
import { SingleUseLoginService } from './single-use-login.service';

@Module({
  imports: [CustomersModule, LoginSecurityModule, SessionsModule],
  controllers: [SingleUseLoginController],
  providers: [SingleUseLoginService],
})
export class SingleUseLoginModule {}
