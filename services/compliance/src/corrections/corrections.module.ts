import { Module } from '@nestjs/common';
import { CustomersService } from '@attest/identity';
import { I9CoreModule } from '../records/i9-core.module';
import { Section2Module } from '../section2/section2.module';
import { AnonymousCorrectionController } from './anonymous-correction.controller';
import { AnonymousCorrectionService } from './anonymous-correction.service';
import { CorrectionsController } from './corrections.controller';
import { CorrectionRequestService } from './correction-request.service';
import { CorrectionsService } from './corrections.service';

@Module({ imports: [I9CoreModule, Section2Module], controllers: [CorrectionsController, AnonymousCorrectionController], providers: [CustomersService, CorrectionsService, CorrectionRequestService, AnonymousCorrectionService] })
export class CorrectionsModule {}
