import { Module } from '@nestjs/common';
import { healthController } from '@attest/platform';
import { ActivationModule } from './activation/activation.module';
import { ApplicantAuthModule } from './applicant-auth/applicant-auth.module';
import { ConfigurationsModule } from './configurations/configurations.module';
import { CustomersModule } from './customers/customers.module';
import { LanguagesModule } from './languages/languages.module';
import { PrelimInfoModule } from './prelim-info/prelim-info.module';
import { ReferenceModule } from './reference/reference.module';
import { SessionsModule } from './sessions/sessions.module';
import { SignupModule } from './signup/signup.module';
import { SingleUseLoginModule } from './single-use-login/single-use-login.module';
import { SsoModule } from './sso/sso.module';
import { StaffAuthModule } from './staff-auth/staff-auth.module';
import { StaffMfaModule } from './staff-mfa/staff-mfa.module';
import { UsersModule } from './users/users.module';
import { UsersAdminModule } from './users/users-admin.module';
import { RolesModule } from './roles/roles.module';
import { AuditLogModule } from './audit-log/audit-log.module';
import { RecruiterLaunchModule } from './recruiter-launch/recruiter-launch.module';
import { RecruitersModule } from './recruiters/recruiters.module';
import { LocationsModule } from './locations/locations.module';
import { TranslationsModule } from './translations/translations.module';
import { AdminLookupsModule } from './admin-lookups/admin-lookups.module';
import { CurrencyUnitsModule } from './currency-units/currency-units.module';

/**
 * Customers, languages, staff users and every way of logging in. Needs PlatformModule (database,
 * tokens, notifications) and the applicants table (the applicant service's data parts).
 */
@Module({
  imports: [
    ConfigurationsModule,
    CustomersModule,
    LanguagesModule,
    UsersModule,
    RolesModule,
    UsersAdminModule,
    AuditLogModule,
    SessionsModule,
    ApplicantAuthModule,
    StaffAuthModule,
    StaffMfaModule,
    SsoModule,
    SingleUseLoginModule,
    ReferenceModule,
    SignupModule,
    ActivationModule,
    PrelimInfoModule,
    RecruiterLaunchModule,
    RecruitersModule,
    LocationsModule,
    TranslationsModule,
    AdminLookupsModule,
    CurrencyUnitsModule,
  ],
  controllers: [healthController('identity')],
  exports: [CustomersModule, LanguagesModule, UsersModule, AuditLogModule, RecruiterLaunchModule],
})
export class IdentityModule {}
