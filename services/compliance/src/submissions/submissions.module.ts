import { Module } from '@nestjs/common';
import { I9CoreModule } from '../records/i9-core.module';
import { EadExtensionModule } from './ead/ead-extension.module';
import { I9DetailsController } from './i9-details.controller';
import { SubmissionDetailService } from './submission-detail.service';
import { SubmissionsController } from './submissions.controller';
import { SubmissionsExportModule } from './submissions-export.module';
import { SubmissionsQueryService } from './submissions-query.service';
import { SupplementBService } from './supplement-b.service';

@Module({
  imports: [I9CoreModule, SubmissionsExportModule, EadExtensionModule],
  controllers: [SubmissionsController, I9DetailsController],
  providers: [SubmissionsQueryService, SubmissionDetailService, SupplementBService],
})
export class SubmissionsModule {}
