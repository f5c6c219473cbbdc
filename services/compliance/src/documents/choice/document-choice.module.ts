import { Module } from '@nestjs/common';
import { I9CoreModule } from '../../records/i9-core.module';
import { DocumentChoiceController } from './document-choice.controller';
import { DocumentChoiceService } from './document-choice.service';

/** The employee's choice of the documents they will present (decision 0019). */
@Module({ imports: [I9CoreModule], controllers: [DocumentChoiceController], providers: [DocumentChoiceService] })
export class DocumentChoiceModule {}
