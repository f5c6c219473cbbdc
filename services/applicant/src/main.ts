import { formsDataParts } from '@attest/forms';
import { runService } from '@attest/platform';
import { applicantDataParts } from './applicant-data';
import { ApplicantModule } from './applicant.module';

// Work history and education keep their custom field values and configurations in the form engine's tables.
void runService({ name: 'applicant', parts: [applicantDataParts, formsDataParts], modules: [ApplicantModule] });
