import { runService } from '@attest/platform';
import { TalentModule } from './talent.module';

void runService({ name: 'talent', parts: [], modules: [TalentModule] });
