import { Module } from '@nestjs/common';
import { I9CoreModule } from '../records/i9-core.module';
import { SecondSignerModule } from '../second-signer/second-signer.module';
import { Section1Controller } from './section1.controller';
import { Section1Service } from './section1.service';

@Module({ imports: [I9CoreModule, SecondSignerModule], controllers: [Section1Controller], providers: [Section1Service] })
export class Section1Module {}
