import { Body, Controller, Get, HttpCode, Post, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentAuth, Parties, YupBody, type AuthContext } from '@attest/platform';
import type { I9RecordView } from '../records/i9-record-view';
import { signSection1Schema, type SignSection1Body } from './dto/section1-body';
import { Section1Service } from './section1.service';

/** The applicant's own Form I-9 Section 1 (paths ours: the spec names none; see docs/api.md). */
@ApiTags('i9')
@Controller('api/v1/i9')
export class Section1Controller {
  constructor(private readonly section1: Section1Service) {}

  @Parties('applicant')
  @Get()
  get(@CurrentAuth() auth: AuthContext): Promise<I9RecordView> {
    return this.section1.get(auth);
  }

  @Parties('applicant')
  @Put('section1')
  saveDraft(@CurrentAuth() auth: AuthContext, @Body() body: unknown): Promise<I9RecordView> {
    return this.section1.saveDraft(auth, body);
  }

  @Parties('applicant')
  @Post('section1/sign')
  @HttpCode(200)
  sign(@CurrentAuth() auth: AuthContext, @Body(new YupBody(signSection1Schema)) body: SignSection1Body): Promise<I9RecordView> {
    return this.section1.sign(auth, body);
  }
}
