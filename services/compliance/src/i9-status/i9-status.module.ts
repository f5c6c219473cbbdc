import { Module } from '@nestjs/common';
import { I9CoreModule } from '../records/i9-core.module';
import { I9StatusController } from './i9-status.controller';
import { I9StatusService } from './i9-status.service';

/** GET /api/v1/i9/status: the applicant's I-9 at a glance for Home (issue 14), without creating anything. */
@Module({ imports: [I9CoreModule], controllers: [I9StatusController], providers: [I9StatusService] })
export class I9StatusModule {}
