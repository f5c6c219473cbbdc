import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { PERMISSIONS } from '@attest/contracts';
import { CurrentAuth, IdParam, Parties, RequirePermission, type AuthContext } from '@attest/platform';
import { ApplicantNotesService } from './applicant-notes.service';

/** `?ids=1,2` on the collection DELETE; anything not a positive integer list is an empty list (400). */
function idList(raw: string | undefined): number[] {
  const parts = (raw ?? '').split(',').filter(Boolean);
  const ids = parts.map(Number);
  return ids.length > 0 && ids.every((n) => Number.isInteger(n) && n > 0) ? ids : [];
}

@ApiTags('applicant-notes')
@Parties('user')
@Controller('api/v1')
export class ApplicantNotesController {
  constructor(private readonly notes: ApplicantNotesService) {}

  @RequirePermission(PERMISSIONS.APPLICANTS_READ)
  @Get('admin/note-types')
  noteTypes(@CurrentAuth() auth: AuthContext) {
    return this.notes.noteTypes(auth);
  }

  @RequirePermission(PERMISSIONS.APPLICANTS_READ)
  @Get('applicants/:applicantId/notes')
  list(@CurrentAuth() auth: AuthContext, @Param('applicantId', IdParam) applicantId: number) {
    return this.notes.list(auth, applicantId);
  }

  @RequirePermission(PERMISSIONS.APPLICANTS_WRITE)
  @Post('applicants/:applicantId/notes')
  add(@CurrentAuth() auth: AuthContext, @Param('applicantId', IdParam) applicantId: number, @Body() body: unknown) {
    return this.notes.add(auth, applicantId, body);
  }

  @RequirePermission(PERMISSIONS.APPLICANTS_WRITE)
  @Delete('applicants/:applicantId/notes')
  @HttpCode(204)
  async removeMany(@CurrentAuth() auth: AuthContext, @Param('applicantId', IdParam) applicantId: number, @Query('ids') ids?: string): Promise<void> {
    await this.notes.remove(auth, applicantId, idList(ids));
  }

  @RequirePermission(PERMISSIONS.APPLICANTS_READ)
  @Get('applicants/:applicantId/notes/:id')
  get(@CurrentAuth() auth: AuthContext, @Param('applicantId', IdParam) applicantId: number, @Param('id', IdParam) id: number) {
    return this.notes.get(auth, applicantId, id);
  }

  @RequirePermission(PERMISSIONS.APPLICANTS_WRITE)
  @Delete('applicants/:applicantId/notes/:id')
  @HttpCode(204)
  async remove(@CurrentAuth() auth: AuthContext, @Param('applicantId', IdParam) applicantId: number, @Param('id', IdParam) id: number): Promise<void> {
    await this.notes.remove(auth, applicantId, [id]);
  }
}
