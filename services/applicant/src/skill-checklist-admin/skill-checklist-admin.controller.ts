import { PERMISSIONS } from '@attest/contracts';
import { Body, Controller, Get, Header, Param, Post, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentAuth, IdParam, Parties, RequirePermission, type AuthContext } from '@attest/platform';
import { readActiveBody, readChecklistBody } from './dto/save-skill-checklist.dto';
import { SkillChecklistAdminService } from './skill-checklist-admin.service';
import { SkillChecklistAssignedService } from './skill-checklist-assigned.service';

/** The skills checklists manager (staff-side §2; the spec names no paths, these are ours). */
@ApiTags('skill-checklists')
@Controller('api/v2/customers/:customerId/admskillchecklist')
@Parties('user')
export class SkillChecklistAdminController {
  constructor(
    private readonly checklists: SkillChecklistAdminService,
    private readonly assigned: SkillChecklistAssignedService,
  ) {}

  @RequirePermission(PERMISSIONS.CONTENT_READ)
  @Get()
  list(@CurrentAuth() auth: AuthContext, @Param('customerId', IdParam) customerId: number) {
    return this.checklists.list(auth, customerId);
  }

  @RequirePermission(PERMISSIONS.CONTENT_READ)
  @Get(':id')
  get(@CurrentAuth() auth: AuthContext, @Param('customerId', IdParam) customerId: number, @Param('id', IdParam) id: number) {
    return this.checklists.get(auth, customerId, id);
  }

  @RequirePermission(PERMISSIONS.CONTENT_MANAGE)
  @Post()
  create(@CurrentAuth() auth: AuthContext, @Param('customerId', IdParam) customerId: number, @Body() body: unknown) {
    return this.checklists.create(auth, customerId, readChecklistBody(body));
  }

  @RequirePermission(PERMISSIONS.CONTENT_MANAGE)
  @Put(':id')
  update(@CurrentAuth() auth: AuthContext, @Param('customerId', IdParam) customerId: number, @Param('id', IdParam) id: number, @Body() body: unknown) {
    return this.checklists.update(auth, customerId, id, readChecklistBody(body));
  }

  /** Body `{ active }`. */
  @RequirePermission(PERMISSIONS.CONTENT_MANAGE)
  @Put(':id/active')
  setActive(@CurrentAuth() auth: AuthContext, @Param('customerId', IdParam) customerId: number, @Param('id', IdParam) id: number, @Body() body: unknown) {
    return this.checklists.setActive(auth, customerId, id, readActiveBody(body));
  }

  /** The applicants it is assigned to; `?state=COMPLETED` for the completed ones. */
  @RequirePermission(PERMISSIONS.CONTENT_READ)
  @Get(':id/applicants')
  applicants(@CurrentAuth() auth: AuthContext, @Param('customerId', IdParam) customerId: number, @Param('id', IdParam) id: number, @Query('state') state?: string) {
    return this.assigned.list(auth, customerId, id, state);
  }

  /** The PDF of a completed applicant checklist (by its assigned id, as in the list above). */
  @RequirePermission(PERMISSIONS.CONTENT_READ)
  @Get('assigned/:assignedId/pdf')
  @Header('Cache-Control', 'private, no-store')
  pdf(@CurrentAuth() auth: AuthContext, @Param('customerId', IdParam) customerId: number, @Param('assignedId', IdParam) assignedId: number) {
    return this.assigned.pdf(auth, customerId, assignedId);
  }
}
