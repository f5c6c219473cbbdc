import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { applicantLanguageSchema, type ApplicantLanguageDto, type ApplicantLanguageInput, PERMISSIONS } from '@attest/contracts';
import { type AuthContext, CurrentAuth, IdParam, YupBody, RequirePermission, Parties } from '@attest/platform';
import { ApplicantLanguageService } from './applicant-language.service';

@ApiTags('languages')
@Controller('api/v1/languages/applicant-language')
export class ApplicantLanguageController {
  constructor(private readonly languages: ApplicantLanguageService) {}

  @Parties('applicant', 'user')
  @RequirePermission(PERMISSIONS.APPLICANTS_READ)
  @Get(':id')
  get(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number): Promise<ApplicantLanguageDto> {
    return this.languages.get(auth, id);
  }

  @Parties('applicant', 'user')
  @RequirePermission(PERMISSIONS.APPLICANTS_WRITE)
  @Put(':id')
  set(
    @CurrentAuth() auth: AuthContext,
    @Param('id', IdParam) id: number,
    @Body(new YupBody(applicantLanguageSchema)) body: ApplicantLanguageInput,
  ): Promise<ApplicantLanguageDto> {
    return this.languages.set(auth, id, body.language);
  }
}
