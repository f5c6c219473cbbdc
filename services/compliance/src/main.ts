import { applicantDataParts } from '@attest/applicant';
import { identityDataParts } from '@attest/identity';
import { runService } from '@attest/platform';
import { complianceDataParts } from './compliance-data';
import { ComplianceModule } from './compliance.module';

// I-9 records belong to applicants (scope) and name staff users (the trail's actor names).
void runService({ name: 'compliance', parts: [identityDataParts, applicantDataParts, complianceDataParts], modules: [ComplianceModule] });
