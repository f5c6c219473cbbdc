import { PERMISSIONS } from '@attest/contracts';
import { Body, Controller, Get, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentAuth, IdParam, Parties, type AuthContext, RequirePermission } from '@attest/platform';
import { SkillChecklistsService } from './skill-checklists.service';

/** Staff view and assign the skills checklists of an applicant of their active customer. */
@ApiTags('skill-checklists')
@Parties('user')
@Controller('api/v2/customers/:customerId/applicants/:applicantId/skillchecklists')
export class StaffSkillChecklistsController {
  constructor(private readonly checklists: SkillChecklistsService) {}

  @RequirePermission(PERMISSIONS.APPLICANTS_READ)
  @Get()
  list(@CurrentAuth() auth: AuthContext, @Param('customerId', IdParam) customerId: number, @Param('applicantId', IdParam) applicantId: number) {
    return this.checklists.listForApplicant(auth, customerId, applicantId);
  }

  /** Body {checklist_id}; answers the assigned checklist (201). */
  @RequirePermission(PERMISSIONS.APPLICANTS_WRITE)
  @Post()
  assign(
    @CurrentAuth() auth: AuthContext,
    @Param('customerId', IdParam) customerId: number,
    @Param('applicantId', IdParam) applicantId: number,
    @Body() body: unknown,
  ) {
    return this.checklists.assign(auth, customerId, applicantId, body);
  }
}
