import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentAuth, Parties, type AuthContext } from '@attest/platform';
import { AuthRepService, type AuthRepAnswer } from './auth-rep.service';

/** The applicant's authorized representative for Section 2 (paths ours; applicant-side §3 and §5). */
@ApiTags('i9')
@Controller('api/v1/i9')
export class AuthRepController {
  constructor(private readonly authRep: AuthRepService) {}

  @Parties('applicant')
  @Get('auth-rep')
  get(@CurrentAuth() auth: AuthContext): Promise<AuthRepAnswer> {
    return this.authRep.get(auth);
  }

  @Parties('applicant')
  @Put('auth-rep')
  choose(@CurrentAuth() auth: AuthContext, @Body() body: unknown): Promise<AuthRepAnswer> {
    return this.authRep.choose(auth, body);
  }
}
