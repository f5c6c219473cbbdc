import { Module } from '@nestjs/common';
import { I9CoreModule } from './i9-core.module';
import { I9RecordsController } from './i9-records.controller';
import { I9PdfService } from './i9-pdf.service';
import { I9ViewService } from './i9-view.service';

@Module({ imports: [I9CoreModule], controllers: [I9RecordsController], providers: [I9ViewService, I9PdfService] })
export class RecordsModule {}
