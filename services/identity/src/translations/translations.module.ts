import { Module } from '@nestjs/common';
import { LanguagesModule } from '../languages/languages.module';
import { TranslationCatalogService } from './translation-catalog.service';
import { TranslationsController } from './translations.controller';
import { TranslationsService } from './translations.service';

@Module({ imports: [LanguagesModule], controllers: [TranslationsController], providers: [TranslationsService, TranslationCatalogService] })
export class TranslationsModule {}
