import { runService } from '@attest/platform';
import { EdocsModule } from './edocs.module';

void runService({ name: 'edocs', parts: [], modules: [EdocsModule] });
