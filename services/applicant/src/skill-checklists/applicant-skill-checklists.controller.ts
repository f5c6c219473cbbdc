import { Body, Controller, Get, Header, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentAuth, IdParam, Parties, type AuthContext } from '@attest/platform';
import { SkillChecklistPdfService } from './skill-checklist-pdf.service';
import { SkillChecklistsService } from './skill-checklists.service';

/** The applicant's own skills checklists (spec §2, §4, §7 "Skills checklists"). */
@ApiTags('skill-checklists')
@Parties('applicant')
@Controller('api/v1/ApplicantSkillChecklist')
export class ApplicantSkillChecklistsController {
  constructor(
    private readonly checklists: SkillChecklistsService,
    private readonly pdfs: SkillChecklistPdfService,
  ) {}

  @Get()
  list(@CurrentAuth() auth: AuthContext) {
    return this.checklists.listOwn(auth);
  }

  @Get(':id')
  open(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number) {
    return this.checklists.open(auth, id);
  }

  /** Body {answers, action: 'save' | 'sign' | 'complete', signature?}. */
  @Put(':id')
  update(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number, @Body() body: unknown) {
    return this.checklists.update(auth, id, body);
  }

  @Post(':id/skip')
  @HttpCode(200)
  skip(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number) {
    return this.checklists.skip(auth, id);
  }

  @Post(':id/pdf/generate')
  @HttpCode(200)
  generatePdf(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number) {
    return this.pdfs.generate(auth, id);
  }

  @Get(':id/pdf')
  @Header('Cache-Control', 'private, no-store')
  pdf(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number) {
    return this.pdfs.read(auth, id);
  }
}
