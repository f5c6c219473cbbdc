import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { ApplicantI9Status } from '@attest/contracts';
import { CurrentAuth, Parties, type AuthContext } from '@attest/platform';
import { I9StatusService } from './i9-status.service';

/** The applicant's own I-9 at a glance, read-only (path ours; see docs/api.md "I-9"). */
@ApiTags('i9')
@Controller('api/v1/i9')
export class I9StatusController {
  constructor(private readonly i9Status: I9StatusService) {}

  @Parties('applicant')
  @Get('status')
  status(@CurrentAuth() auth: AuthContext): Promise<ApplicantI9Status> {
    return this.i9Status.status(auth);
  }
}
