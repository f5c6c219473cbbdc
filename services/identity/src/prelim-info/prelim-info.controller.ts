import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { type PrelimInfo, prelimInfoSchema, type PrelimInfoInput } from '@attest/contracts';
import { type AuthContext, CurrentAuth, Parties, YupBody } from '@attest/platform';
import { PrelimInfoService } from './prelim-info.service';

@ApiTags('applicants')
@Controller('api/v1/applicants/prelim-info')
export class PrelimInfoController {
  constructor(private readonly prelim: PrelimInfoService) {}

  @Parties('applicant')
  @Get()
  get(@CurrentAuth() auth: AuthContext): Promise<PrelimInfo> {
    return this.prelim.get(auth);
  }

  @Parties('applicant')
  @Put()
  save(@CurrentAuth() auth: AuthContext, @Body(new YupBody(prelimInfoSchema)) body: PrelimInfoInput): Promise<PrelimInfo> {
    return this.prelim.save(auth, body);
  }
}
