import { Module } from '@nestjs/common';
import { CustomersModule } from '../customers/customers.module';
import { LanguagesModule } from '../languages/languages.module';
import { SignupOptionsController } from './signup-options.controller';
import { SignupOptionsService } from './signup-options.service';

@Module({
  imports: [CustomersModule, LanguagesModule],
  controllers: [SignupOptionsController],
  providers: [SignupOptionsService],
  exports: [SignupOptionsService],
})
export class SignupModule {}
