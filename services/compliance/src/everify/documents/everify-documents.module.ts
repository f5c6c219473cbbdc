import { Inject, Module, OnModuleInit } from '@nestjs/common';
import { JOB_QUEUE, type JobProcessor, type JobQueue } from '@attest/platform';
import { ImageVault } from '../../documents/image-vault';
import { EverifyCoreModule } from '../everify-core.module';
import { EverifyPrintModule } from '../print/everify-print.module';
import { CaseBundleService } from './case-bundle.service';
import { CaseDocumentsController } from './case-documents.controller';
import { CaseDocumentsService } from './case-documents.service';
import { CaseDownloadController } from './case-download.controller';
import { CaseFileJobsService } from './case-file-jobs.service';
import { BundleEverifyCaseProcessor } from './jobs/bundle-everify-case.processor';

/**
 * E-Verify case documents (issue 13): uploads, the files the product makes on the queue (letters, ZIPs) with their
 * state and download, and the case's ZIP. Files are sealed at rest with the I-9 images' vault.
 */
@Module({
  imports: [EverifyCoreModule, EverifyPrintModule],
  controllers: [CaseDocumentsController, CaseDownloadController],
  providers: [ImageVault, CaseFileJobsService, CaseDocumentsService, CaseBundleService, BundleEverifyCaseProcessor],
  exports: [ImageVault, CaseFileJobsService, CaseDocumentsService, BundleEverifyCaseProcessor],
})
export class EverifyDocumentsModule implements OnModuleInit {
  constructor(
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
    private readonly bundle: BundleEverifyCaseProcessor,
  ) {}

  onModuleInit(): void {
    this.queue.registerProcessor(this.bundle as unknown as JobProcessor);
  }
}
