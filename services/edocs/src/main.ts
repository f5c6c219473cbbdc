import { applicantDataParts } from '@attest/applicant';
import { runService } from '@attest/platform';
import { edocsDataParts } from './edocs-data';
import { EdocsModule } from './edocs.module';

// The form engine reads and writes applicant records (through ApplicantRecordService), so its process carries those tables too.
void runService({ name: 'edocs', parts: [applicantDataParts, edocsDataParts], modules: [EdocsModule] });
