import { Module } from '@nestjs/common';
import { CodeMapsController, CodeMapsMultiController } from './code-maps.controller';
import { CodeMapsService } from './code-maps.service';

/** External code maps and their editor (issue 16; staff-side §7 "Code values and code maps"). */
@Module({ controllers: [CodeMapsController, CodeMapsMultiController], providers: [CodeMapsService] })
export class CodeMapsModule {}
