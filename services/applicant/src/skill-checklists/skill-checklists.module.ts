import { Module } from '@nestjs/common';
import { ApplicantSkillChecklistsController } from './applicant-skill-checklists.controller';
import { SkillChecklistPdfService } from './skill-checklist-pdf.service';
import { SkillChecklistsService } from './skill-checklists.service';
import { StaffSkillChecklistsController } from './staff-skill-checklists.controller';

@Module({
  controllers: [ApplicantSkillChecklistsController, StaffSkillChecklistsController],
  providers: [SkillChecklistsService, SkillChecklistPdfService],
  exports: [SkillChecklistsService],
})
export class SkillChecklistsModule {}
