import { Module } from '@nestjs/common';
import { CustomersModule } from '../customers/customers.module';
import { LanguagesController } from './languages.controller';
import { LanguagesService } from './languages.service';

@Module({ imports: [CustomersModule], controllers: [LanguagesController], providers: [LanguagesService], exports: [LanguagesService] })
export class LanguagesModule {}
