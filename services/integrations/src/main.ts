import { runService } from '@attest/platform';
import { IntegrationsModule } from './integrations.module';

void runService({ name: 'integrations', parts: [], modules: [IntegrationsModule] });
