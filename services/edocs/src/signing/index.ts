export * from './signing.module';
export * from './render-signed-pdf.job';
export { renderSignedPdf, renderPreviewPdf, type SignedPdfInput, type SignedPdfOutput } from './signed-pdf-renderer';
export { verifyPdf } from './verify-logic';
