import { createHash } from 'crypto';
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { pdfWording, type PdfWording } from '@attest/contracts';
import { printable, wrap } from '@attest/platform';
import { sigRequestMarker } from './pdf-marker';
import { stampDocument, type PlacedValue, type SignatureMark, type SignatureSpot } from './stamp-values';

export interface SignedDocumentInput {
  templateId: number;
  name: string;
  /** The template PDF as stored; for a re-used document the earlier request's signed form PDF. */
  pdf: Uint8Array;
  values: PlacedValue[];
  /** Null: a document that needs no signature (its values are still drawn). */
  signatureSpot: SignatureSpot | null;
  /**
   * enable_re_use_of_signed_forms: the pages already carry the values and the signature given in an
   * earlier request; they are copied as they are and the certificate names that request.
   */
  reused?: { fromSigRequestId: number; signedAt: Date };
}

export interface AuditEventLine {
  event: string;
  at: Date;
  ip: string | null;
  userAgent: string | null;
}

export interface SignedPdfInput {
  sigRequestId: number;
  signerName: string;
  signerEmail: string | null;
  /** When no new signature was given (every document re-used): the latest re-used signing time. */
  signedAt: Date;
  /** Null when every document re-uses an earlier signature. */
  signature: SignatureMark | null;
  consentText: string;
  documents: SignedDocumentInput[];
  events: AuditEventLine[];
  /** The other requests the same signature signed at the same time (signed together). */
  signedTogetherWith?: number[];
  /** The signer used the signature they had saved (quick sign). */
  quickSign?: boolean;
  /** The signer's language: the certificate's fixed wording is written in it (English by default). */
  language?: string | null;
}

export interface SignedPdfOutput {
  pdf: Uint8Array;
  auditPdf: Uint8Array;
  /** SHA-256 of the final file. */
  sha256: string;
  /** SHA-256 of the document pages alone (before the certificate). */
  contentSha256: string;
  templateHashes: { template_id: number; sha256: string }[];
}

export const sha256Hex = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

/** Title, marker and dates fixed by the request: the same input always gives the same bytes. */
function describe(doc: PDFDocument, input: SignedPdfInput, title: string): void {
  doc.setTitle(title);
  doc.setAuthor(input.signerName);
  doc.setSubject(sigRequestMarker(input.sigRequestId));
  doc.setKeywords([sigRequestMarker(input.sigRequestId), 'attest-signed']);
  doc.setCreator('Attest');
  doc.setProducer('Attest e-signature');
  doc.setCreationDate(input.signedAt);
  doc.setModificationDate(input.signedAt);
}

/** The template pages with values and signature, concatenated. */
async function renderContent(input: SignedPdfInput): Promise<PDFDocument> {
  const out = await PDFDocument.create();
  describe(out, input, pdfWording(input.language)('pdf_signed_title', { id: input.sigRequestId }));
  for (const d of input.documents) {
    const src = await PDFDocument.load(d.pdf);
    if (!d.reused) {
      await stampDocument(src, d.values, d.signatureSpot && input.signature ? { spot: d.signatureSpot, mark: input.signature, signedAt: input.signedAt } : null);
    }
    const pages = await out.copyPages(src, src.getPageIndices());
    pages.forEach((p) => out.addPage(p));
  }
  return out;
}

/** The signed PDF (documents + audit certificate page) and the audit trail alone. */
export async function renderSignedPdf(input: SignedPdfInput): Promise<SignedPdfOutput> {
  const templateHashes = input.documents.map((d) => ({ template_id: d.templateId, sha256: sha256Hex(d.pdf) }));
  const content = await renderContent(input);
  const contentSha256 = sha256Hex(await content.save({ useObjectStreams: false }));
  await addCertificate(content, input, templateHashes, contentSha256);
  const pdf = await content.save({ useObjectStreams: false });

  const audit = await PDFDocument.create();
  describe(audit, input, pdfWording(input.language)('pdf_audit_title', { id: input.sigRequestId }));
  await addCertificate(audit, input, templateHashes, contentSha256);
  const auditPdf = await audit.save({ useObjectStreams: false });
  return { pdf, auditPdf, sha256: sha256Hex(pdf), contentSha256, templateHashes };
}

/** A template PDF with the values drawn and no signature: the signing page's preview. */
export async function renderPreviewPdf(pdf: Uint8Array, values: PlacedValue[]): Promise<Uint8Array> {
  const doc = await PDFDocument.load(pdf);
  await stampDocument(doc, values, null);
  return doc.save({ useObjectStreams: false });
}

const MARGIN = 50;
const GREY = rgb(0.35, 0.35, 0.35);

class CertificateWriter {
  page: PDFPage;
  y: number;
  constructor(
    private readonly doc: PDFDocument,
    private readonly font: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.page = doc.addPage([612, 792]);
    this.y = 792 - MARGIN;
  }

  line(text: string, opts: { size?: number; bold?: boolean; indent?: number; grey?: boolean } = {}): void {
    const size = opts.size ?? 9;
    const f = opts.bold ? this.bold : this.font;
    for (const l of wrap(f, text, size, 612 - 2 * MARGIN - (opts.indent ?? 0))) {
      if (this.y < MARGIN) {
        this.page = this.doc.addPage([612, 792]);
        this.y = 792 - MARGIN;
      }
      this.page.drawText(printable(f, l), { x: MARGIN + (opts.indent ?? 0), y: this.y, size, font: f, color: opts.grey ? GREY : rgb(0, 0, 0) });
      this.y -= size + 4;
    }
  }

  gap(points: number): void {
    this.y -= points;
  }
}

async function addCertificate(doc: PDFDocument, input: SignedPdfInput, hashes: SignedPdfOutput['templateHashes'], contentSha256: string): Promise<void> {
  const w = new CertificateWriter(doc, await doc.embedFont(StandardFonts.Helvetica), await doc.embedFont(StandardFonts.HelveticaBold));
  const say: PdfWording = pdfWording(input.language);
  w.line(say('pdf_cert_title'), { size: 16, bold: true });
  w.gap(6);
  w.line(say('pdf_cert_request', { id: input.sigRequestId }));
  w.line(say('pdf_cert_signer', { signer: `${input.signerName}${input.signerEmail ? ` <${input.signerEmail}>` : ''}` }));
  if (input.signature) {
    w.line(say('pdf_cert_signed_at', { at: input.signedAt.toISOString() }));
    w.line(`${say(input.signature.kind === 'drawn' ? 'pdf_cert_signature_drawn' : 'pdf_cert_signature_typed')}${input.quickSign ? say('pdf_cert_quick_sign') : ''}`);
    if (input.signedTogetherWith?.length) {
      w.line(say('pdf_cert_signed_together', { ids: input.signedTogetherWith.join(', ') }));
    }
  } else {
    w.line(say('pdf_cert_no_signature'));
  }
  w.gap(8);
  w.line(say('pdf_cert_events'), { size: 11, bold: true });
  for (const e of input.events) {
    w.line(`${e.at.toISOString()}  ${e.event}  IP ${e.ip ?? '-'}`, { indent: 8 });
    w.line(say('pdf_cert_user_agent', { agent: e.userAgent ?? '-' }), { indent: 24, grey: true, size: 8 });
  }
  w.gap(8);
  w.line(say('pdf_cert_consent'), { size: 11, bold: true });
  w.line(input.consentText, { indent: 8 });
  w.gap(8);
  w.line(say('pdf_cert_documents'), { size: 11, bold: true });
  input.documents.forEach((d, i) => {
    w.line(say('pdf_cert_document', { name: d.name, id: d.templateId }), { indent: 8 });
    if (d.reused) {
      w.line(say('pdf_cert_reused', { id: d.reused.fromSigRequestId, at: d.reused.signedAt.toISOString() }), { indent: 24, size: 8 });
    }
    w.line(hashes[i].sha256, { indent: 24, grey: true, size: 8 });
  });
  w.gap(8);
  w.line(say('pdf_cert_content_hash'), { size: 11, bold: true });
  w.line(contentSha256, { indent: 8 });
  w.gap(8);
  w.line(say('pdf_cert_closing'), { grey: true });
}
