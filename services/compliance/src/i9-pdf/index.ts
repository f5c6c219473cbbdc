export { renderI9Pdf, i9PdfDate, type I9PdfInput, type I9Signature } from './render-i9-pdf';
export { formatNumber, formatSsn, formDate } from './i9-pdf-values';
export { fitText, type FittedText } from './pdf-text';
