import { Module } from '@nestjs/common';
import { CustomersModule } from '../customers/customers.module';
import { SignupModule } from '../signup/signup.module';
import { PrelimInfoController } from './prelim-info.controller';
import { PrelimInfoService } from './prelim-info.service';

@Module({ imports: [CustomersModule, SignupModule], controllers: [PrelimInfoController], providers: [PrelimInfoService] })
export class PrelimInfoModule {}
