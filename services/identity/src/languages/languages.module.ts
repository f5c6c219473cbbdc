import { Module } from '@nestjs/common';
import { CustomersModule } from '../customers/customers.module';
import { TranslationOverridesService } from '../translations/translation-overrides.service';
import { ApplicantLanguageController } from './applicant-language.controller';
import { ApplicantLanguageService } from './applicant-language.service';
import { CustomerLanguagesController } from './customer-languages.controller';
import { CustomerLanguagesService } from './customer-languages.service';
import { LanguagesController } from './languages.controller';
import { LanguagesService } from './languages.service';

@Module({
  imports: [CustomersModule],
  controllers: [LanguagesController, ApplicantLanguageController, CustomerLanguagesController],
  providers: [LanguagesService, ApplicantLanguageService, CustomerLanguagesService, TranslationOverridesService],
  exports: [LanguagesService, TranslationOverridesService],
})
export class LanguagesModule {}
