import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { I9Edition, I9Section1Data, I9Section2Data, I9SupplementBEntry } from '@attest/contracts';
import { drawAuditPages } from './i9-audit-pages';
import { footer } from './i9-form-frame';
import { drawPageOne } from './i9-page-one';
import { employeeName, type MaskOptions } from './i9-pdf-values';
import { PAGE_H, PAGE_W, Sheet, type Fonts, type I9Signature } from './i9-sheet';
import { drawSupplementA, drawSupplementB, pagesOf, PREPARERS_PER_PAGE, REVERIFICATIONS_PER_PAGE } from './i9-supplements';

export type { I9Signature } from './i9-sheet';

/** Everything one Form I-9 PDF shows. Dates in the data are YYYY-MM-DD; signature times are ISO timestamps. */
export interface I9PdfInput {
  edition: I9Edition;
  /** Section 1; its preparers fill Supplement A (drawn only when i9_use_preparer and there is one). */
  section1: I9Section1Data & { signature?: I9Signature | null };
  /** Absent until the employer completes Section 2: its boxes are then drawn empty. */
  section2?: (I9Section2Data & { signature?: I9Signature | null }) | null;
  /** Supplement B, Reverification and Rehire: drawn only when there are entries (three per page). */
  supplementB?: I9SupplementBEntry[];
  employerName: string;
  recordId: string | number;
  /** Lines for the closing "Audit trail" page(s); no page when absent or empty. */
  auditSummary?: string[];
  /** Show the SSN in full; by default it is masked (***-**-1234). */
  showSsn?: boolean;
  /** Show document, A-/USCIS, I-94 and passport numbers in full; by default all but the last four are starred. */
  showNumbers?: boolean;
  /**
   * ISO timestamp stored as the PDF's creation and modification date. Default: the latest signature time
   * in the input, else the edition date; never the clock, so the same input gives the same bytes.
   */
  createdAt?: string;
}

const EDITION_DATE = new Date(Date.UTC(2025, 0, 20));

function validDate(iso: string | null | undefined): Date | null {
  if (!iso) {
    return null;
  }
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** The fixed date written into the file (see I9PdfInput.createdAt). */
export function i9PdfDate(input: I9PdfInput): Date {
  const given = validDate(input.createdAt);
  if (given) {
    return given;
  }
  const signed = [input.section1.signature?.signed_at, input.section2?.signature?.signed_at]
    .map(validDate)
    .filter((d): d is Date => d !== null)
    .sort((a, b) => b.getTime() - a.getTime());
  return signed[0] ?? EDITION_DATE;
}

/** Title, subject marker and dates taken from the input only. */
function describe(doc: PDFDocument, input: I9PdfInput): void {
  const at = i9PdfDate(input);
  const s1 = input.section1;
  doc.setTitle(`Form I-9 - ${s1.i9_last_name}, ${s1.i9_first_name}`);
  doc.setSubject(`attest-i9:${input.recordId}`);
  doc.setKeywords([`attest-i9:${input.recordId}`, `edition ${input.edition}`]);
  doc.setAuthor(input.employerName);
  doc.setCreator('Attest');
  doc.setProducer('Attest I-9');
  doc.setLanguage('en-US');
  doc.setCreationDate(at);
  doc.setModificationDate(at);
}

/**
 * Form I-9 (edition 01/20/25, the 08/01/23 layout) drawn by the product: page 1 with Sections 1 and 2,
 * Supplement A when a preparer/translator helped, Supplement B when there are reverifications or rehires,
 * then the audit trail. Text is fitted to every box (shrunk, wrapped, then cut with an ellipsis).
 */
export async function renderI9Pdf(input: I9PdfInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  describe(doc, input);
  const fonts: Fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    script: await doc.embedFont(StandardFonts.TimesRomanItalic),
  };
  const newSheet = () => new Sheet(doc.addPage([PAGE_W, PAGE_H]), fonts);
  const mask: MaskOptions = { showSsn: input.showSsn === true, showNumbers: input.showNumbers === true };
  const name = employeeName(input.section1);
  const preparerPages = input.section1.i9_use_preparer ? pagesOf(input.section1.preparers ?? [], PREPARERS_PER_PAGE) : [];
  const reverifyPages = pagesOf(input.supplementB ?? [], REVERIFICATIONS_PER_PAGE);

  const formPages: Sheet[] = [newSheet()];
  drawPageOne(formPages[0], {
    edition: input.edition,
    section1: input.section1,
    section2: input.section2,
    mask,
    supplementAPage: preparerPages.length ? 2 : null,
    supplementBPage: reverifyPages.length ? 2 + preparerPages.length : null,
  });
  for (const preparers of preparerPages) {
    const sheet = newSheet();
    drawSupplementA(sheet, input.edition, name, preparers);
    formPages.push(sheet);
  }
  for (const entries of reverifyPages) {
    const sheet = newSheet();
    drawSupplementB(sheet, input.edition, name, entries, mask);
    formPages.push(sheet);
  }
  const auditPages = input.auditSummary?.length
    ? drawAuditPages(newSheet, { recordId: String(input.recordId), employerName: input.employerName, employee: `${name.last}, ${name.first}` }, input.auditSummary)
    : [];

  const total = formPages.length + auditPages.length;
  const record = `Attest I-9 record ${input.recordId} - ${input.employerName}`;
  formPages.forEach((sheet, i) => footer(sheet, `Form I-9 Edition ${input.edition}`, i + 1, total, record));
  auditPages.forEach((sheet, i) => footer(sheet, 'Audit trail', formPages.length + i + 1, total, record));
  return doc.save({ useObjectStreams: false });
}
