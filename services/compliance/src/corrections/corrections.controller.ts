import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { PERMISSIONS } from '@attest/contracts';
import { CurrentAuth, IdParam, RequirePermission, YupBody, type AuthContext } from '@attest/platform';
import { correctionBodySchema, type CorrectionBody } from '../section2/dto/section2-body';
import { CorrectionsService, type CorrectionsAnswer } from './corrections.service';

/** staff-side §7 "I-9 corrections": `{id}` is the I-9 record's id. */
@ApiTags('i9')
@Controller('api/v1/corrections')
export class CorrectionsController {
  constructor(private readonly corrections: CorrectionsService) {}

  @RequirePermission(PERMISSIONS.I9_READ)
  @Get(':id')
  get(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number): Promise<CorrectionsAnswer> {
    return this.corrections.get(auth, id);
  }

  @RequirePermission(PERMISSIONS.I9_CORRECT)
  @Post(':id/section1')
  @HttpCode(200)
  section1(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number, @Body(new YupBody(correctionBodySchema)) body: CorrectionBody): Promise<CorrectionsAnswer & { employee_notified: boolean }> {
    return this.corrections.correctSection1(auth, id, body.value);
  }

  @RequirePermission(PERMISSIONS.I9_CORRECT)
  @Post(':id/section2')
  @HttpCode(200)
  section2(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number, @Body(new YupBody(correctionBodySchema)) body: CorrectionBody): Promise<CorrectionsAnswer> {
    return this.corrections.correctSection2(auth, id, body.value);
  }

  @RequirePermission(PERMISSIONS.I9_CORRECT)
  @Delete(':id')
  remove(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number): Promise<{ deleted: number }> {
    return this.corrections.deletePending(auth, id);
  }
}
