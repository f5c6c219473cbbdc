export * from './edocs.module';
export * from './edocs-data';
export { SigRequestFormHookModule } from './signature-requests/sig-request-form-hook.module';
export * from './seed/seed-edocs-demo';
export * from './seed/form-fixtures';
export { seededContentTexts } from './seed/seed-content-keys';
export * from './packages/entities';
export * from './signature-requests/entities';
export { SignatureRequestsModule } from './signature-requests/signature-requests.module';
export { SignatureRequestsService } from './signature-requests/signature-requests.service';
export { SigRequestEventsService, recordSigRequestEvent, type SigRequestEventInput } from './signature-requests/sig-request-events.service';
export { ExportSigRequestsProcessor } from './signature-requests/export-sig-requests.processor';
export * from './signing';
export * from './template-pdfs';
// Bulk transfer (issue 16): the bundle format, for tools and tests that make or check one.
export { BulkTransferModule } from './bulk-transfer/bulk-transfer.module';
export { signBundle, verifyBundle, BUNDLE_FORMAT, BUNDLE_VERSION, type TransferBundle, type PortablePackage } from './bulk-transfer/transfer-bundle';
export type { TransferModel, TransferResult } from './bulk-transfer/transfer-plan';
// Credentials and certification requirements (issue 18): other services register their entity resolvers.
export { CertEntityDirectory, type CertEntityInfo, type CertEntityResolver } from './certification-requirements/cert-entity-directory';
export { CredentialAutomationService } from './certification-requirements/credential-automation.service';
export * from './credentials/entities';
// Integrations' credential send to the ATS reads pending actions through this port (decision 0051).
export { AtsCredentialsPortModule } from './ats-port/ats-credentials-port.module';
