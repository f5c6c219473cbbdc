import { Body, Controller, Get, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { confirmResumeSkillsSchema, RESUME_MAX_BYTES, type ConfirmResumeSkillsInput } from '@attest/contracts';
import { CurrentAuth, IdParam, Parties, readMultipartUpload, YupBody, type AuthContext } from '@attest/platform';
import { ResumeService } from './resume.service';

/**
 * POST /api/resume?is_applicant=1&job_id=0&category=null&customer_code=&applicant_id= (applicant-side §7): the
 * applicant's own resume; the other query parameters are accepted and not needed (decision 0044).
 */
@ApiTags('resume')
@Controller('api/resume')
@Parties('applicant')
export class ResumeController {
  constructor(private readonly resumes: ResumeService) {}

  @Post()
  @HttpCode(200)
  async upload(@CurrentAuth() auth: AuthContext, @Query('applicant_id') applicantId: unknown, @Req() req: FastifyRequest) {
    const self = await this.resumes.assertOwn(auth, applicantId);
    return this.resumes.upload(auth, self, await readMultipartUpload(req, 'file', RESUME_MAX_BYTES));
  }

  @Get('latest')
  async latest(@CurrentAuth() auth: AuthContext) {
    return { resume: await this.resumes.latest(auth) };
  }

  @Post(':id/skills')
  @HttpCode(200)
  skills(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number, @Body(new YupBody(confirmResumeSkillsSchema)) body: ConfirmResumeSkillsInput) {
    return this.resumes.confirmSkills(auth, id, body);
  }
}
