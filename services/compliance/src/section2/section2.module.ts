import { Module } from '@nestjs/common';
import { I9CoreModule } from '../records/i9-core.module';
import { Section2Controller } from './section2.controller';
import { Section2Service } from './section2.service';

@Module({ imports: [I9CoreModule], controllers: [Section2Controller], providers: [Section2Service], exports: [Section2Service] })
export class Section2Module {}
