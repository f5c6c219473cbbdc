import { Module } from '@nestjs/common';
import { CodeValuesAdminController } from './code-values-admin.controller';
import { CodeValuesAdminService } from './code-values-admin.service';
import { CodeValuesController } from './code-values.controller';
import { CodeValuesService } from './code-values.service';

@Module({ controllers: [CodeValuesController, CodeValuesAdminController], providers: [CodeValuesService, CodeValuesAdminService] })
export class CodeValuesModule {}
