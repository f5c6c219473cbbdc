import { Module } from '@nestjs/common';
import { StaffTemplateFilesController } from './staff-template-files.controller';
import { TemplateFilesService } from './template-files.service';
import { TemplatePreviewController } from './template-preview.controller';

@Module({
  controllers: [StaffTemplateFilesController, TemplatePreviewController],
  providers: [TemplateFilesService],
  exports: [TemplateFilesService],
})
export class TemplateFilesModule {}
