import { Global, Module } from '@nestjs/common';
import { SigRequestFormHook } from '@attest/forms';
import { SignatureRequestsModule } from './signature-requests.module';
import { SignatureRequestsService } from './signature-requests.service';

/** Gives the form engine's submit (forms) the signature request's progress: a form submitted for a request marks it complete. */
@Global()
@Module({
  imports: [SignatureRequestsModule],
  providers: [{ provide: SigRequestFormHook, useExisting: SignatureRequestsService }],
  exports: [SigRequestFormHook],
})
export class SigRequestFormHookModule {}
