import { Module } from '@nestjs/common';
import { healthController } from '@attest/platform';
import { AtsCredentialsPortModule } from './ats-port/ats-credentials-port.module';
import { BulkTransferModule } from './bulk-transfer/bulk-transfer.module';
import { CredentialsModule } from './credentials/credentials.module';
import { PackagesAdminModule } from './packages-admin/packages-admin.module';
import { SigRequestFormHookModule } from './signature-requests/sig-request-form-hook.module';
import { SignatureRequestsModule } from './signature-requests/signature-requests.module';
import { SigningModule } from './signing/signing.module';
import { UploadsModule } from './uploads/uploads.module';

/**
 * The edocs domain: signature requests and packages, uploads, and our e-signature provider. Templates
 * and their forms are the form engine's (@attest/forms); this service builds on them.
 */
@Module({
  imports: [SignatureRequestsModule, SigRequestFormHookModule, UploadsModule, SigningModule, PackagesAdminModule, BulkTransferModule, CredentialsModule, AtsCredentialsPortModule],
  controllers: [healthController('edocs')],
})
export class EdocsModule {}
