import { Inject, Module, OnModuleInit } from '@nestjs/common';
import { JOB_QUEUE, type JobProcessor, type JobQueue } from '@attest/platform';
import { RenderSignedPdfProcessor } from './render-signed-pdf.processor';
import { SignedFilesController } from './signed-files.controller';
import { SignedFilesService } from './signed-files.service';
import { SigningLinksService } from './signing-links.service';
import { SigningSessionService } from './signing-session.service';
import { SigningController } from './signing.controller';
import { VerifyController } from './verify.controller';

/**
 * Our e-signature provider. The render processor is registered here, so whichever process starts the
 * queue (the worker, or the server with the in-process queue) runs it; API-only processes only enqueue.
 */
@Module({
  controllers: [SigningController, SignedFilesController, VerifyController],
  providers: [SigningLinksService, SigningSessionService, SignedFilesService, RenderSignedPdfProcessor],
  exports: [RenderSignedPdfProcessor],
})
export class SigningModule implements OnModuleInit {
  constructor(
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
    private readonly renderer: RenderSignedPdfProcessor,
  ) {}

  onModuleInit(): void {
    this.queue.registerProcessor(this.renderer as unknown as JobProcessor);
  }
}
