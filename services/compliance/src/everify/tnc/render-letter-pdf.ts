import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { EverifyAgency, TncFanLanguage } from '@attest/contracts';
import { formDate } from '../../i9-pdf';
import { CONTENT_W, GREY, LEFT, PAGE_H, PAGE_W, RIGHT, Sheet, type Fonts } from '../../i9-pdf/i9-sheet';
import { fillLetter, LETTER_TEXTS, type LetterTexts } from './letter-texts';

export type LetterKind = 'fan' | 'referral';

/** What one letter shows. Dates are YYYY-MM-DD. No SSN, no document number: the case number names the case. */
export interface LetterInput {
  kind: LetterKind;
  lang: TncFanLanguage;
  caseNumber: string;
  employeeName: string;
  employerName: string;
  agency: EverifyAgency;
  tncIssuedOn: string | null;
  noticeDue: string | null;
  referredOn: string | null;
  contactDue: string | null;
  /** Written as the file's dates (the same input gives the same bytes). */
  createdAt: Date;
}

const BODY = 10;
const BOTTOM = PAGE_H - 56;

/** Draws top-down, adding a page when the next block does not fit. */
class LetterWriter {
  readonly sheets: Sheet[] = [];
  top = 0;

  constructor(private readonly newSheet: () => Sheet) {
    this.page();
  }

  get sheet(): Sheet {
    return this.sheets[this.sheets.length - 1];
  }

  page(): void {
    this.sheets.push(this.newSheet());
    this.top = 44;
  }

  room(height: number): void {
    if (this.top + height > BOTTOM) {
      this.page();
    }
  }

  paragraph(text: string, opts: { size?: number; bold?: boolean; gap?: number } = {}): void {
    const size = opts.size ?? BODY;
    this.room(this.sheet.measureParagraph(CONTENT_W, text, size));
    this.top = this.sheet.paragraph(LEFT, this.top, CONTENT_W, text, { size, boldBody: opts.bold }) + (opts.gap ?? 8);
  }

  heading(text: string): void {
    this.room(40);
    this.sheet.text(text, LEFT, this.top + 11, { size: 11.5, bold: true });
    this.top += 18;
  }

  /** Label / value boxes, two to a row. */
  facts(rows: [string, string][]): void {
    const w = CONTENT_W / 2;
    for (let i = 0; i < rows.length; i += 2) {
      this.room(30);
      rows.slice(i, i + 2).forEach(([label, value], j) => this.sheet.cell(LEFT + j * w, this.top, w, 28, label, value, { labelSize: 7, maxSize: 10.5 }));
      this.top += 28;
    }
    this.top += 12;
  }

  /** A checkbox with its statement. */
  choice(text: string): void {
    const height = this.sheet.measureParagraph(CONTENT_W - 18, text, BODY);
    this.room(height + 6);
    this.sheet.checkbox(LEFT, this.top + 1, false, 9);
    this.top = this.sheet.paragraph(LEFT + 18, this.top, CONTENT_W - 18, text, { size: BODY }) + 8;
  }

  /** Signature and date lines. */
  signatureLines(t: LetterTexts): void {
    this.room(44);
    this.top += 24;
    const split = LEFT + CONTENT_W * 0.62;
    this.sheet.rule(this.top, 0.6, LEFT, split - 18);
    this.sheet.rule(this.top, 0.6, split, RIGHT);
    this.sheet.text(t.signature, LEFT, this.top + 10, { size: 7.5, color: GREY });
    this.sheet.text(t.date, split, this.top + 10, { size: 7.5, color: GREY });
    this.top += 22;
  }
}

function params(input: LetterInput, t: LetterTexts): Record<string, string> {
  const agency = t.agencyForms[input.agency];
  return {
    ofAgency: agency.of,
    toAgency: agency.to,
    withAgency: agency.with,
    referred: formDate(input.referredOn),
    due: formDate(input.contactDue),
    caseNumber: input.caseNumber,
  };
}

function drawFan(w: LetterWriter, input: LetterInput, t: LetterTexts, p: Record<string, string>): void {
  w.facts([
    [t.employee, input.employeeName],
    [t.employer, input.employerName],
    [t.caseNumber, input.caseNumber],
    [t.agency, t.agencyForms[input.agency].name],
    [t.issued, formDate(input.tncIssuedOn)],
    [t.noticeBy, formDate(input.noticeDue)],
  ]);
  w.paragraph(fillLetter(t.fanWhat, p));
  w.paragraph(fillLetter(t.fanRights, p), { bold: true });
  w.paragraph(fillLetter(t.fanDecide, p), { gap: 4 });
  w.paragraph(fillLetter(t.fanStep1, p), { gap: 4 });
  w.paragraph(fillLetter(t.fanStep2, p));
  w.paragraph(fillLetter(t.fanNoAction, p));
  w.heading(t.howToContact);
  w.paragraph(t.contact[input.agency], { gap: 14 });
  w.heading(t.decisionHeading);
  w.choice(t.decisionTake);
  w.choice(t.decisionNotTake);
  w.signatureLines(t);
}

function drawReferral(w: LetterWriter, input: LetterInput, t: LetterTexts, p: Record<string, string>): void {
  w.facts([
    [t.employee, input.employeeName],
    [t.employer, input.employerName],
    [t.caseNumber, input.caseNumber],
    [t.agency, t.agencyForms[input.agency].name],
    [t.referred, formDate(input.referredOn)],
    [t.contactBy, formDate(input.contactDue)],
  ]);
  w.paragraph(fillLetter(t.rdcWhat, p));
  w.paragraph(fillLetter(t.rdcDeadline, p), { bold: true });
  w.paragraph(fillLetter(t.rdcRights, p));
  w.heading(t.howToContact);
  w.paragraph(t.contact[input.agency]);
  w.paragraph(t.rdcKeep);
}

/**
 * The Further Action Notice or the Referral Date Confirmation of a case, in English or Spanish, drawn by the
 * product (pdf-lib, the I-9 PDF's sheet helpers): the case number, the employee, the agency, the dates and
 * deadlines from the case (contracts' federal-working-day rules) and the agency's contact instructions.
 */
export async function renderLetterPdf(input: LetterInput): Promise<Uint8Array> {
  const t = LETTER_TEXTS[input.lang];
  const doc = await PDFDocument.create();
  const title = input.kind === 'fan' ? t.fanTitle : t.rdcTitle;
  doc.setTitle(`${title} - ${input.caseNumber}`);
  doc.setSubject(`attest-everify:${input.caseNumber}:${input.kind}:${input.lang}`);
  doc.setCreator('Attest');
  doc.setProducer('Attest E-Verify');
  doc.setLanguage(input.lang === 'es' ? 'es-US' : 'en-US');
  doc.setCreationDate(input.createdAt);
  doc.setModificationDate(input.createdAt);
  const fonts: Fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    script: await doc.embedFont(StandardFonts.TimesRomanItalic),
  };
  const w = new LetterWriter(() => new Sheet(doc.addPage([PAGE_W, PAGE_H]), fonts));
  w.sheet.text(title, LEFT, w.top + 18, { size: 19, bold: true });
  w.sheet.text(input.kind === 'fan' ? t.fanSubtitle : t.rdcSubtitle, LEFT, w.top + 36, { size: 11, color: GREY });
  w.top += 46;
  w.sheet.rule(w.top, 1.2);
  w.top += 14;
  const p = params(input, t);
  if (input.kind === 'fan') {
    drawFan(w, input, t, p);
  } else {
    drawReferral(w, input, t, p);
  }
  const footer = fillLetter(t.footer, p);
  w.sheets.forEach((sheet, i) => {
    const base = PAGE_H - 24;
    sheet.rule(base - 10, 0.6);
    sheet.text(footer, LEFT, base, { size: 7, color: GREY });
    sheet.text(fillLetter(t.page, { page: i + 1, pages: w.sheets.length }), RIGHT, base, { size: 7, color: GREY, align: 'right' });
  });
  return doc.save({ useObjectStreams: false });
}
