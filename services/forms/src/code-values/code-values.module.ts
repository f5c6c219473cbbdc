import { Module } from '@nestjs/common';
import { CodeValuesController } from './code-values.controller';
import { CodeValuesService } from './code-values.service';

@Module({ controllers: [CodeValuesController], providers: [CodeValuesService] })
export class CodeValuesModule {}
