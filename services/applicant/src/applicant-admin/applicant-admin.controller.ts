import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { PERMISSIONS } from '@attest/contracts';
import { CurrentAuth, IdParam, Parties, RequirePermission, type AuthContext } from '@attest/platform';
import { ApplicantAdminService } from './applicant-admin.service';

/** Staff actions of the applicant detail workspace (spec staff-side §7 "Applicants"); the TOS read is terms-of-service's. */
@ApiTags('applicants')
@Parties('user')
@Controller('api/v1/applicants')
export class ApplicantAdminController {
  constructor(private readonly admin: ApplicantAdminService) {}

  @RequirePermission(PERMISSIONS.APPLICANTS_WRITE)
  @Patch(':id')
  patch(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number, @Body() body: unknown) {
    return this.admin.patch(auth, id, body);
  }

  @RequirePermission(PERMISSIONS.APPLICANTS_WRITE)
  @Get(':id/activate')
  activate(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number) {
    return this.admin.activate(auth, id);
  }

  @RequirePermission(PERMISSIONS.APPLICANTS_WRITE)
  @Post(':id/queue')
  @HttpCode(200)
  queue(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number) {
    return this.admin.queue(auth, id);
  }

  @RequirePermission(PERMISSIONS.APPLICANTS_DELETE)
  @Delete(':id')
  @HttpCode(204)
  async remove(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number): Promise<void> {
    await this.admin.remove(auth, id);
  }
}
