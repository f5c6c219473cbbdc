import { Body, Controller, HttpCode, Ip, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  exchangeRecruiterLaunchSchema,
  issueRecruiterLaunchSchema,
  PERMISSIONS,
  type ExchangeRecruiterLaunchInput,
  type IssueRecruiterLaunchInput,
  type RecruiterLaunchDto,
  type RecruiterLaunchSessionDto,
} from '@attest/contracts';
import { CurrentAuth, Parties, Public, RequirePermission, YupBody, type AuthContext } from '@attest/platform';
import { RecruiterLaunchService } from './recruiter-launch.service';

@ApiTags('auth')
@Controller('api/v1/recruiter-tab/launches')
export class RecruiterLaunchController {
  constructor(private readonly launches: RecruiterLaunchService) {}

  /** The ATS host (with a staff session) asks for a launch URL of the tab for one candidate. */
  @Parties('user')
  @RequirePermission(PERMISSIONS.APPLICANTS_READ)
  @Post()
  @HttpCode(201)
  issue(@CurrentAuth() auth: AuthContext, @Body(new YupBody(issueRecruiterLaunchSchema)) body: IssueRecruiterLaunchInput): Promise<RecruiterLaunchDto> {
    return this.launches.issue(auth, body);
  }

  /** The framed tab exchanges the launch token (the credential) for its staff session. */
  @Public()
  @Post('exchange')
  @HttpCode(200)
  exchange(@Body(new YupBody(exchangeRecruiterLaunchSchema)) body: ExchangeRecruiterLaunchInput, @Ip() ip: string): Promise<RecruiterLaunchSessionDto> {
    return this.launches.exchange(body, ip);
  }
}
