import { applicantDataParts, ApplicantPortModule } from '@attest/applicant';
import { FormsModule, formsDataParts } from '@attest/forms';
import { runService } from '@attest/platform';
import { edocsDataParts } from './edocs-data';
import { EdocsModule } from './edocs.module';

// Signature requests name applicants and fill templates' forms, and a form submitted for a request marks it
// complete: the form engine (its routes and tables) runs in this process too, with the applicant record port.
void runService({ name: 'edocs', parts: [applicantDataParts, formsDataParts, edocsDataParts], modules: [FormsModule, ApplicantPortModule, EdocsModule] });
