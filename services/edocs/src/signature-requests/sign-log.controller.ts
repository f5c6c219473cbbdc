import { PERMISSIONS } from '@attest/contracts';
import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentAuth, IdParam, YupBody, type AuthContext, RequirePermission, Parties } from '@attest/platform';
import { logFailureSchema, secondSignerSchema, type LogFailureInput, type SecondSignerInput } from './dto/sig-request-dtos';
import { ReqMeta, type RequestMeta } from '@attest/platform';
import { SignatureRequestsService } from './signature-requests.service';

@ApiTags('signature-requests')
@Controller('api/sign')
export class SignLogController {
  constructor(private readonly requests: SignatureRequestsService) {}

  @Parties('applicant', 'user')
  @RequirePermission(PERMISSIONS.OWN_ACCOUNT)
  @Post('logfailures')
  @HttpCode(200)
  logFailures(@CurrentAuth() auth: AuthContext, @Body(new YupBody(logFailureSchema)) body: LogFailureInput) {
    return this.requests.logFailure(auth, body);
  }

  @Parties('applicant', 'user')
  @RequirePermission(PERMISSIONS.DOCUMENTS_SEND)
  @Post('secondsigner/:id')
  @HttpCode(200)
  secondSigner(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number, @Body(new YupBody(secondSignerSchema)) body: SecondSignerInput, @ReqMeta() meta: RequestMeta) {
    return this.requests.secondSigner(auth, id, body, meta);
  }
}
