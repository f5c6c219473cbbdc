import type { DataParts } from '@attest/platform';
import {
  ApplicantAdmissionEntity,
  ApplicantAltIdEntity,
  ApplicantEeocEntity,
  ApplicantEntity,
  ApplicantFedTaxEntity,
  ApplicantPropEntity,
} from './applicant-record/entities';
import { CreateApplicants1795500000000 } from './applicant-record/migrations/1795500000000-create-applicants';
import { ApplicationStatusEntity } from './application-status/entities/application-status.entity';
import { CreateApplicationStatus1795710000010 } from './application-status/migrations/1795710000010-create-application-status';
import { EmergencyContactEntity } from './emergency-contacts/entities/emergency-contact.entity';
import { CreateEmergencyContacts1795710000030 } from './emergency-contacts/migrations/1795710000030-create-emergency-contacts';
import { LicenseEntity } from './licenses/entities/license.entity';
import { CreateLicenses1795710000020 } from './licenses/migrations/1795710000020-create-licenses';
import { ReferenceEntity } from './references/entities/reference.entity';
import { CreateReferences1795710000040 } from './references/migrations/1795710000040-create-references';

export const applicantDataParts: DataParts = {
  entities: [
    ApplicantEntity, ApplicantFedTaxEntity, ApplicantEeocEntity, ApplicantAdmissionEntity, ApplicantAltIdEntity, ApplicantPropEntity,
    ApplicationStatusEntity, LicenseEntity, EmergencyContactEntity, ReferenceEntity,
  ],
  migrations: [
    CreateApplicants1795500000000,
    CreateApplicationStatus1795710000010, CreateLicenses1795710000020, CreateEmergencyContacts1795710000030, CreateReferences1795710000040,
  ],
};
