import { applicantDataParts } from '@attest/applicant';
import { runService } from '@attest/platform';
import { integrationsDataParts } from './integrations-data';
import { IntegrationsModule } from './integrations.module';

// WOTC orders are placed with the applicant's name, so this process carries the applicant tables too.
void runService({ name: 'integrations', parts: [applicantDataParts, integrationsDataParts], modules: [IntegrationsModule] });
