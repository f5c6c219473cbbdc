import { Module } from '@nestjs/common';
import { TemplateFilesModule } from '../template-files/template-files.module';
import { ApplicantDocumentsController } from './applicant-documents.controller';
import { ApplicantDocumentsService } from './applicant-documents.service';

/** Applicant document uploads and the template PDF files (both checked by content before storing). */
@Module({
  imports: [TemplateFilesModule],
  controllers: [ApplicantDocumentsController],
  providers: [ApplicantDocumentsService],
})
export class UploadsModule {}
