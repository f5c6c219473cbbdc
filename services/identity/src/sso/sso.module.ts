import { Module } from '@nestjs/common';
import { CustomersModule } from '../customers/customers.module';
import { LoginSecurityModule } from '../login-security/login-security.module';
import { SessionsModule } from '../sessions/sessions.module';
import { OidcClientsService } from './oidc-clients.service';
import { SsoAccountsService } from './sso-accounts.service';
import { SsoLoginService } from './sso-login.service';
import { SsoSettingsController } from './sso-settings.controller';
import { SsoSettingsService } from './sso-settings.service';
import { SsoController } from './sso.controller';

/** OpenID Connect single sign-on per customer, for staff and for applicants. */
@Module({
  imports: [CustomersModule, LoginSecurityModule, SessionsModule],
  controllers: [SsoSettingsController, SsoController],
  providers: [SsoSettingsService, OidcClientsService, SsoAccountsService, SsoLoginService],
  exports: [SsoSettingsService],
})
export class SsoModule {}
