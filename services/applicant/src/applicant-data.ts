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

export const applicantDataParts: DataParts = {
  entities: [ApplicantEntity, ApplicantFedTaxEntity, ApplicantEeocEntity, ApplicantAdmissionEntity, ApplicantAltIdEntity, ApplicantPropEntity],
  migrations: [CreateApplicants1795500000000],
};
