import { Inject, Module, OnModuleInit } from '@nestjs/common';
import { JOB_QUEUE, type JobProcessor, type JobQueue } from '@attest/platform';
import { EverifyDocumentsModule } from '../documents/everify-documents.module';
import { EverifyCoreModule } from '../everify-core.module';
import { EverifyLettersService } from './everify-letters.service';
import { RenderEverifyLetterProcessor } from './render-everify-letter.processor';

/**
 * The mismatch letters without HTTP: the service that asks for them and the pdf queue's processor that draws
 * them (with the case files and the case ZIP's processor). A worker process imports this module to run them.
 */
@Module({
  imports: [EverifyCoreModule, EverifyDocumentsModule],
  providers: [EverifyLettersService, RenderEverifyLetterProcessor],
  exports: [EverifyDocumentsModule, EverifyLettersService, RenderEverifyLetterProcessor],
})
export class EverifyLettersModule implements OnModuleInit {
  constructor(
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
    private readonly letters: RenderEverifyLetterProcessor,
  ) {}

  onModuleInit(): void {
    this.queue.registerProcessor(this.letters as unknown as JobProcessor);
  }
}
