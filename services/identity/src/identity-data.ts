import type { DataParts } from '@attest/platform';
import { CustomerEntity } from './customers/entities/customer.entity';
import { LocationEntity } from './customers/entities/location.entity';
import { CreateCustomers1795400000000 } from './customers/migrations/1795400000000-create-customers';
import { LanguageEntity } from './languages/entities/language.entity';
import { TranslationEntity } from './languages/entities/translation.entity';
import { CreateLanguages1795400001000 } from './languages/migrations/1795400001000-create-languages';
import { CstUserEntity } from './users/entities/cst-user.entity';
import { UserCustomerEntity } from './users/entities/user-customer.entity';
import { UserExternalIdEntity } from './users/entities/user-external-id.entity';
import { UserSettingEntity } from './users/entities/user-setting.entity';
import { ExtendCstUsers1795400003000 } from './users/migrations/1795400003000-extend-cst-users';
import { CreateCstUsers1795400002000 } from './users/migrations/1795400002000-create-cst-users';
import { SsoLoginStateEntity } from './sso/entities/sso-login-state.entity';
import { CreateSsoLoginStates1796000001000 } from './sso/migrations/1796000001000-create-sso-login-states';
import { StaffMfaRecoveryCodeEntity } from './staff-mfa/entities/staff-mfa-recovery-code.entity';
import { StaffMfaEntity } from './staff-mfa/entities/staff-mfa.entity';
import { CreateStaffMfa1796000000000 } from './staff-mfa/migrations/1796000000000-create-staff-mfa';
import { RecruiterLaunchEntity } from './recruiter-launch/entities/recruiter-launch.entity';
import { CreateRecruiterLaunches1798400001000 } from './recruiter-launch/migrations/1798400001000-create-recruiter-launches';
import { CurrencyUnitEntity } from './currency-units/entities/currency-unit.entity';
import { CreateCurrencyUnits1798770000000 } from './currency-units/migrations/1798770000000-create-currency-units';
import { LocationLanguageEntity } from './locations/entities/location-language.entity';
import { LocationLanguages1798760000000 } from './locations/migrations/1798760000000-location-languages';
import { TranslationOverrideEntity } from './translations/entities/translation-override.entity';

/** Identity's own tables. The applicants table (credentials included) is in `applicantDataParts` of @attest/applicant. */
export const identityDataParts: DataParts = {
  entities: [CustomerEntity, LocationEntity, LanguageEntity, TranslationEntity, CstUserEntity, UserCustomerEntity, UserSettingEntity, UserExternalIdEntity,
    StaffMfaEntity, StaffMfaRecoveryCodeEntity, SsoLoginStateEntity, RecruiterLaunchEntity,
    LocationLanguageEntity, TranslationOverrideEntity, CurrencyUnitEntity],
  migrations: [CreateCustomers1795400000000, CreateLanguages1795400001000, CreateCstUsers1795400002000, ExtendCstUsers1795400003000,
    CreateStaffMfa1796000000000, CreateSsoLoginStates1796000001000, CreateRecruiterLaunches1798400001000,
    LocationLanguages1798760000000, CreateCurrencyUnits1798770000000],
};
