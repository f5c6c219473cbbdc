import { Module } from '@nestjs/common';
import { I9CoreModule } from '../records/i9-core.module';
import { Section2Module } from '../section2/section2.module';
import { CorrectionsController } from './corrections.controller';
import { CorrectionsService } from './corrections.service';

@Module({ imports: [I9CoreModule, Section2Module], controllers: [CorrectionsController], providers: [CorrectionsService] })
export class CorrectionsModule {}
