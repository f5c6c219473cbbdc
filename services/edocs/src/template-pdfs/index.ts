export * from './template-pdf-layouts';
export { buildTemplatePdf } from './template-pdf-builder';
export { ensureTemplatePdfs, layoutFor, templatePdfKey } from './ensure-template-pdfs';
