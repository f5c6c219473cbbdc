import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentAuth, Parties, type AuthContext } from '@attest/platform';
import { SelfServiceService } from './self-service.service';

@ApiTags('self-service')
@Controller('api/v1/applicants/self-service')
export class SelfServiceController {
  constructor(private readonly selfService: SelfServiceService) {}

  @Get()
  @Parties('applicant')
  overview(@CurrentAuth() auth: AuthContext) {
    return this.selfService.overview(auth);
  }
}
