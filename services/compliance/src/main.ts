import { runService } from '@attest/platform';
import { ComplianceModule } from './compliance.module';

void runService({ name: 'compliance', parts: [], modules: [ComplianceModule] });
