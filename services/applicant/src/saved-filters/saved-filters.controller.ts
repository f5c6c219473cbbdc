import { PERMISSIONS, savedFilterSchema, type SaveApplicantFilterInput } from '@attest/contracts';
import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentAuth, IdParam, Parties, RequirePermission, YupBody, type AuthContext } from '@attest/platform';
import { SavedFiltersService } from './saved-filters.service';

/** The staff user's saved filters of the applicant list (server-stored, per user; path not in the spec, decision 0020). */
@ApiTags('applicants')
@Controller('api/v1/applicants/saved-filters')
@Parties('user')
export class SavedFiltersController {
  constructor(private readonly filters: SavedFiltersService) {}

  @RequirePermission(PERMISSIONS.APPLICANTS_READ)
  @Get()
  list(@CurrentAuth() auth: AuthContext) {
    return this.filters.list(auth);
  }

  @RequirePermission(PERMISSIONS.APPLICANTS_READ)
  @Post()
  @HttpCode(200)
  save(@CurrentAuth() auth: AuthContext, @Body(new YupBody(savedFilterSchema)) body: SaveApplicantFilterInput) {
    return this.filters.save(auth, body);
  }

  @RequirePermission(PERMISSIONS.APPLICANTS_READ)
  @Delete(':id')
  @HttpCode(204)
  async remove(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number): Promise<void> {
    await this.filters.remove(auth, id);
  }
}
