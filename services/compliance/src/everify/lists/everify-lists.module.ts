import { Module } from '@nestjs/common';
import { AssessmentModule } from '../assessment/assessment.module';
import { EadAdminModule } from '../ead-admin/ead-admin.module';
import { EverifyCoreModule } from '../everify-core.module';
import { RevocationsModule } from '../revocations/revocations.module';
import { CaseExportService } from './case-export.service';
import { CaseImportService } from './case-import.service';
import { EverifyListJobsModule } from './everify-list-jobs.module';
import { EverifyListsController } from './lists.controller';

/**
 * E-Verify lists and their neighbours (issue 13, docs/decisions/0016): the case list's import and exports, EAD
 * revocations, the customer's EAD extension categories, and users' E-Verify assessments.
 */
@Module({
  imports: [EverifyCoreModule, EverifyListJobsModule, RevocationsModule, EadAdminModule, AssessmentModule],
  controllers: [EverifyListsController],
  providers: [CaseExportService, CaseImportService],
})
export class EverifyListsModule {}
