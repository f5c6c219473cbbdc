import { Body, Controller, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { PERMISSIONS } from '@attest/contracts';
import { CurrentAuth, IdParam, RequirePermission, YupBody, type AuthContext } from '@attest/platform';
import type { I9RecordView } from '../records/i9-record-view';
import { signSection2Schema, type SignSection2Body } from './dto/section2-body';
import { Section2Service } from './section2.service';

/** Section 2 by staff (paths ours; see docs/api.md "I-9"). */
@ApiTags('i9')
@Controller('api/v1/i9')
export class Section2Controller {
  constructor(private readonly section2: Section2Service) {}

  @RequirePermission(PERMISSIONS.I9_SECTION2_SIGN)
  @Put(':id/section2')
  saveDraft(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number, @Body() body: unknown): Promise<I9RecordView> {
    return this.section2.saveDraft(auth, id, body);
  }

  @RequirePermission(PERMISSIONS.I9_SECTION2_SIGN)
  @Post(':id/section2/sign')
  @HttpCode(200)
  sign(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number, @Body(new YupBody(signSection2Schema)) body: SignSection2Body): Promise<I9RecordView> {
    return this.section2.sign(auth, id, body);
  }
}
