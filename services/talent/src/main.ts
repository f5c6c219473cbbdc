import { applicantDataParts } from '@attest/applicant';
import { identityDataParts } from '@attest/identity';
import { runService } from '@attest/platform';
import { talentDataParts } from './talent-data';
import { TalentModule } from './talent.module';

// Placements and referrals belong to applicants (scope, names); invitations name the customer.
void runService({ name: 'talent', parts: [identityDataParts, applicantDataParts, talentDataParts], modules: [TalentModule] });
