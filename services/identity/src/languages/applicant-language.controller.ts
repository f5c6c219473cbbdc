import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { applicantLanguageSchema, type ApplicantLanguageDto, type ApplicantLanguageInput } from '@attest/contracts';
import { type AuthContext, CurrentAuth, IdParam, YupBody } from '@attest/platform';
import { ApplicantLanguageService } from './applicant-language.service';

@ApiTags('languages')
@Controller('api/v1/languages/applicant-language')
export class ApplicantLanguageController {
  constructor(private readonly languages: ApplicantLanguageService) {}

  @Get(':id')
  get(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number): Promise<ApplicantLanguageDto> {
    return this.languages.get(auth, id);
  }

  @Put(':id')
  set(
    @CurrentAuth() auth: AuthContext,
    @Param('id', IdParam) id: number,
    @Body(new YupBody(applicantLanguageSchema)) body: ApplicantLanguageInput,
  ): Promise<ApplicantLanguageDto> {
    return this.languages.set(auth, id, body.language);
  }
}
