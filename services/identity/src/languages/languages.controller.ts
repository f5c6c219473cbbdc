import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '@attest/platform';
import type { LanguageDto } from './dto/language.dto';
import { LanguagesService } from './languages.service';

/** Guest pages load languages and texts before anyone logs in: all public. */
@ApiTags('languages')
@Controller('api/v1')
export class LanguagesController {
  constructor(private readonly languages: LanguagesService) {}

  @Public()
  @Get('languages/:customerCode/:locationCode')
  list(@Param('customerCode') customerCode: string, @Param('locationCode') locationCode: string): Promise<LanguageDto[]> {
    return this.languages.list(customerCode, locationCode);
  }

  @Public()
  @Get('customerContext/:customerCode/translations')
  translations(@Param('customerCode') customerCode: string, @Query('lang') lang: unknown): Promise<Record<string, string>> {
    return this.languages.translationMap(customerCode, lang);
  }

  @Public()
  @Get('customerContext/:customerCode/translationsRevision')
  revision(@Param('customerCode') customerCode: string): Promise<{ revision: string }> {
    return this.languages.revision(customerCode);
  }
}
