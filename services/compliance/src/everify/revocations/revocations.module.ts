import { Module } from '@nestjs/common';
import { EverifyCoreModule } from '../everify-core.module';
import { ReverifyTasksController } from './reverify-tasks.controller';
import { ReverifyTasksService } from './reverify-tasks.service';
import { RevocationAcknowledgeService } from './revocation-acknowledge.service';
import { RevocationUploadService } from './revocation-upload.service';
import { RevocationsController } from './revocations.controller';
import { RevocationsExportService } from './revocations-export.service';
import { RevocationsQueryService } from './revocations-query.service';

/**
 * EAD revocations (issue 13): the Status Change Report's upload and matching, its list, exports and
 * acknowledgements, and the reverification tasks it opens (the export job is in EverifyListJobsModule).
 */
@Module({
  imports: [EverifyCoreModule],
  controllers: [RevocationsController, ReverifyTasksController],
  providers: [RevocationUploadService, RevocationsQueryService, RevocationsExportService, RevocationAcknowledgeService, ReverifyTasksService],
})
export class RevocationsModule {}
