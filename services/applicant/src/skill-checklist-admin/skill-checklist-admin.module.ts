import { Module } from '@nestjs/common';
import { SkillChecklistAdminController } from './skill-checklist-admin.controller';
import { SkillChecklistAdminService } from './skill-checklist-admin.service';
import { SkillChecklistAssignedService } from './skill-checklist-assigned.service';

/** The skills checklists manager (issue 16, part 5). */
@Module({ controllers: [SkillChecklistAdminController], providers: [SkillChecklistAdminService, SkillChecklistAssignedService] })
export class SkillChecklistAdminModule {}
