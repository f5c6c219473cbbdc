import { runService } from '@attest/platform';
import { applicantDataParts } from './applicant-data';
import { ApplicantModule } from './applicant.module';

void runService({ name: 'applicant', parts: [applicantDataParts], modules: [ApplicantModule] });
