import type { DataParts } from '@attest/platform';
import { CustomerEntity } from './customers/entities/customer.entity';
import { LocationEntity } from './customers/entities/location.entity';
import { CreateCustomers1795400000000 } from './customers/migrations/1795400000000-create-customers';
import { LanguageEntity } from './languages/entities/language.entity';
import { TranslationEntity } from './languages/entities/translation.entity';
import { CreateLanguages1795400001000 } from './languages/migrations/1795400001000-create-languages';
import { CstUserEntity } from './users/entities/cst-user.entity';
import { UserCustomerEntity } from './users/entities/user-customer.entity';
import { CreateCstUsers1795400002000 } from './users/migrations/1795400002000-create-cst-users';

/** Identity's own tables. The applicants table (credentials included) is in `applicantDataParts` of @attest/applicant. */
export const identityDataParts: DataParts = {
  entities: [CustomerEntity, LocationEntity, LanguageEntity, TranslationEntity, CstUserEntity, UserCustomerEntity],
  migrations: [CreateCustomers1795400000000, CreateLanguages1795400001000, CreateCstUsers1795400002000],
};
