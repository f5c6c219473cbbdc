import { Module } from '@nestjs/common';
import { I9CoreModule } from '../records/i9-core.module';
import { I9PdfService } from '../records/i9-pdf.service';
import { I9ViewService } from '../records/i9-view.service';
import { DocumentDownloadsService } from './document-downloads.service';
import { DocumentImagesController } from './document-images.controller';
import { DocumentImagesService } from './document-images.service';
import { ImageContentController } from './image-content.controller';
import { ImageLinks } from './image-links';
import { ImageVault } from './image-vault';
import { MobileRequestsController } from './mobile/mobile-requests.controller';
import { MobileRequestsService } from './mobile/mobile-requests.service';
import { SubmissionDocumentsController } from './submission-documents.controller';

/** I-9 document copies: upload and capture, the copies policy, documents and downloads, the phone hand-off (decision 0010). */
@Module({
  imports: [I9CoreModule],
  controllers: [DocumentImagesController, SubmissionDocumentsController, ImageContentController, MobileRequestsController],
  providers: [DocumentImagesService, DocumentDownloadsService, MobileRequestsService, ImageVault, ImageLinks, I9PdfService, I9ViewService],
  exports: [DocumentImagesService],
})
export class DocumentsModule {}
