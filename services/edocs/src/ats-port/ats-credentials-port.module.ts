import { Global, Module } from '@nestjs/common';
import { AtsCredentialSource } from '@attest/integrations';
import { EdocsAtsCredentialSource } from './edocs-ats-credential-source';

/** Provides integrations' AtsCredentialSource to the whole process (the credential send reads edocs' pending actions through it). */
@Global()
@Module({
  providers: [{ provide: AtsCredentialSource, useClass: EdocsAtsCredentialSource }],
  exports: [AtsCredentialSource],
})
export class AtsCredentialsPortModule {}
