import { PERMISSIONS } from '@attest/contracts';
import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentAuth, IdParam, YupBody, RequirePermission, Parties, optionalId, type AuthContext } from '@attest/platform';
import { ReqMeta, type RequestMeta } from '@attest/platform';
import { submitFormSchema, type SubmitFormInput } from './dto/submit-form.dto';
import { FormSubmitService } from './form-submit.service';
import { FormsService } from './forms.service';

@ApiTags('forms')
@Controller('api/v1/Applicants/SignatureRequests/forms')
export class FormsController {
  constructor(
    private readonly forms: FormsService,
    private readonly submissions: FormSubmitService,
  ) {}

  @Parties('applicant', 'user')
  @RequirePermission(PERMISSIONS.DOCUMENTS_READ)
  @Get()
  list(@CurrentAuth() auth: AuthContext) {
    return this.forms.list(auth);
  }

  @Parties('applicant', 'user')
  @RequirePermission(PERMISSIONS.DOCUMENTS_READ)
  @Get(':id')
  get(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number, @Query('applicantId') applicantId?: string, @Query('sigRequestId') sigRequestId?: string) {
    return this.forms.get(auth, id, optionalId(applicantId), optionalId(sigRequestId));
  }

  @Parties('applicant', 'user')
  @RequirePermission(PERMISSIONS.DOCUMENTS_SEND)
  @Post(':id/submit')
  @HttpCode(200)
  submit(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number, @Body(new YupBody(submitFormSchema)) body: SubmitFormInput, @ReqMeta() meta: RequestMeta) {
    return this.submissions.submit(auth, id, body, meta);
  }
}
