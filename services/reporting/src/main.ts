import { applicantDataParts } from '@attest/applicant';
import { identityDataParts } from '@attest/identity';
import { runService } from '@attest/platform';
import { reportingDataParts } from './reporting-data';
import { ReportingModule } from './reporting.module';

// Reports read applicants and their customers' users; alerts and schedules name both.
void runService({ name: 'reporting', parts: [identityDataParts, applicantDataParts, reportingDataParts], modules: [ReportingModule] });
