import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { updateApplicantSchema, PERMISSIONS } from '@attest/contracts';
import { CurrentAuth, IdParam, YupBody, type AuthContext, RequirePermission, Parties } from '@attest/platform';
import { ApplicantRecordService } from './applicant-record.service';
import type { UpdateApplicantInput } from './dto/update-applicant.dto';


@ApiTags('applicants')
@Controller('api/v2/customers/:customerId/applicants')
export class ApplicantRecordController {
  constructor(private readonly records: ApplicantRecordService) {}

  @Parties('applicant', 'user')
  @RequirePermission(PERMISSIONS.APPLICANTS_READ)
  @Get(':applicantId')
  get(@CurrentAuth() auth: AuthContext, @Param('customerId', IdParam) customerId: number, @Param('applicantId', IdParam) applicantId: number) {
    return this.records.get(auth, customerId, applicantId);
  }

  @Parties('applicant', 'user')
  @RequirePermission(PERMISSIONS.APPLICANTS_WRITE)
  @Put()
  update(
    @CurrentAuth() auth: AuthContext,
    @Param('customerId', IdParam) customerId: number,
    @Body(new YupBody(updateApplicantSchema)) body: UpdateApplicantInput,
  ) {
    return this.records.update(auth, customerId, body);
  }
}

