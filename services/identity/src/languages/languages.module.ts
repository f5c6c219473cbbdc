import { Module } from '@nestjs/common';
import { CustomersModule } from '../customers/customers.module';
import { ApplicantLanguageController } from './applicant-language.controller';
import { ApplicantLanguageService } from './applicant-language.service';
import { LanguagesController } from './languages.controller';
import { LanguagesService } from './languages.service';

@Module({
  imports: [CustomersModule],
  controllers: [LanguagesController, ApplicantLanguageController],
  providers: [LanguagesService, ApplicantLanguageService],
  exports: [LanguagesService],
})
export class LanguagesModule {}
