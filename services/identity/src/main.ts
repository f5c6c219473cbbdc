import { applicantDataParts } from '@attest/applicant';
import { runService } from '@attest/platform';
import { identityDataParts } from './identity-data';
import { IdentityModule } from './identity.module';

// Runs the identity service alone (the applicants table holds applicant credentials, so its parts
// come along); the server process composes every service in one.
void runService({ name: 'identity', parts: [identityDataParts, applicantDataParts], modules: [IdentityModule] });
