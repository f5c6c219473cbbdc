import type { DataParts } from '@attest/platform';
import { CreateSignatureRequests1795800000000 } from './migrations/1795800000000-create-signature-requests';
import { CreateApplicantDocuments1795800001000 } from './migrations/1795800001000-create-applicant-documents';
import { AddReusedFromSigRequest1795900000000 } from './migrations/1795900000000-add-reused-from-sig-request';
import { CertAutomationEventEntity, CertRequirementConfigEntity, CredentialEventEntity, PendingAtsActionEntity } from './certification-requirements/entities';
import { ApplicantCredentialEntity, CredentialTypeEntity } from './credentials/entities';
import { CreateCredentials1798810000000 } from './credentials/migrations/1798810000000-create-credentials';
import { PackageEntity, PackageTagEntity, PackageTemplateEntity } from './packages/entities';
import { CreatePackageTags1798710000000 } from './packages-admin/migrations/1798710000000-create-package-tags';
import {
  SigRequestEntity, SigRequestEventEntity, SigRequestTemplateEntity, SignedDocumentEntity, SignFailureEntity,
} from './signature-requests/entities';
import { AddSigRequestTemplateVersion1798720001000 } from './signature-requests/migrations/1798720001000-add-sig-request-template-version';
import { ApplicantDocumentEntity } from './uploads/applicant-document.entity';
import { SigningTokenEntity } from './signing/signing-token.entity';
import { CreateSigningTokens1795800100000 } from './signing/migrations/1795800100000-create-signing-tokens';
import { AddSigningTokenGroup1795900100000 } from './signing/migrations/1795900100000-add-signing-token-group';

/** The edocs tables: packages, signature requests and their events and signed documents, uploads, signing tokens. */
export const edocsDataParts: DataParts = {
  entities: [
    PackageEntity, PackageTemplateEntity, PackageTagEntity, SigRequestEntity, SigRequestTemplateEntity, SigRequestEventEntity, SignFailureEntity, SignedDocumentEntity,
    ApplicantDocumentEntity, SigningTokenEntity,
    CredentialTypeEntity, ApplicantCredentialEntity, CertRequirementConfigEntity, CertAutomationEventEntity, CredentialEventEntity, PendingAtsActionEntity,
  ],
  migrations: [
    CreateSignatureRequests1795800000000,
    CreateApplicantDocuments1795800001000, CreateSigningTokens1795800100000, AddSigningTokenGroup1795900100000,
    AddReusedFromSigRequest1795900000000, CreatePackageTags1798710000000, AddSigRequestTemplateVersion1798720001000,
    CreateCredentials1798810000000,
  ],
};
