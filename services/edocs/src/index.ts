export * from './edocs.module';
export * from './edocs-data';
export * from './seed/seed-edocs-demo';
export * from './packages/entities';
export * from './signature-requests/entities';
export { SignatureRequestsModule } from './signature-requests/signature-requests.module';
export { SignatureRequestsService } from './signature-requests/signature-requests.service';
export { SigRequestEventsService, recordSigRequestEvent, type SigRequestEventInput } from './signature-requests/sig-request-events.service';
export { ExportSigRequestsProcessor } from './signature-requests/export-sig-requests.processor';
