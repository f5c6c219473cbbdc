import { PDFDocument, StandardFonts } from 'pdf-lib';
import { wrap } from '../../i9-pdf/pdf-text';
import { CONTENT_W, GREY, LEFT, LIGHT, PAGE_H, PAGE_W, RIGHT, Sheet, type Fonts } from '../../i9-pdf/i9-sheet';
import type { CaseDetails } from './case-details';

const SIZE = 8.5;
const LEAD = 11;
const BOTTOM = PAGE_H - 48;
/** History columns: when, what, status change, detail, by. */
const COLS = [0, 92, 220, 370, 470];

class Pages {
  readonly sheets: Sheet[] = [];
  top = 0;

  constructor(private readonly make: () => Sheet) {
    this.next();
  }

  get sheet(): Sheet {
    return this.sheets[this.sheets.length - 1];
  }

  next(): void {
    this.sheets.push(this.make());
    this.top = 40;
  }

  room(h: number, onBreak?: () => void): void {
    if (this.top + h > BOTTOM) {
      this.next();
      onBreak?.();
    }
  }

  heading(text: string): void {
    this.room(40);
    this.top += 6;
    this.sheet.text(text, LEFT, this.top + 12, { size: 12, bold: true });
    this.top += 18;
    this.sheet.rule(this.top, 0.6);
    this.top += 6;
  }

  /** Label: value lines, the value wrapped beside its label. */
  pairs(rows: [string, string][]): void {
    const labelW = 190;
    for (const [label, value] of rows) {
      const labels = wrap(this.sheet.fonts.bold, label, SIZE, labelW - 10);
      const lines = wrap(this.sheet.fonts.regular, value, SIZE + 0.5, CONTENT_W - labelW);
      const height = Math.max(1, lines.length, labels.length) * LEAD + 3;
      this.room(height);
      labels.forEach((line, i) => this.sheet.text(line, LEFT, this.top + SIZE + i * LEAD, { size: SIZE, bold: true }));
      lines.forEach((line, i) => this.sheet.text(line, LEFT + labelW, this.top + SIZE + i * LEAD, { size: SIZE + 0.5 }));
      this.top += height;
    }
  }

  lines(items: string[]): void {
    for (const item of items) {
      for (const line of wrap(this.sheet.fonts.regular, `- ${item}`, SIZE + 0.5, CONTENT_W)) {
        this.room(LEAD);
        this.sheet.text(line, LEFT, this.top + SIZE, { size: SIZE + 0.5 });
        this.top += LEAD;
      }
    }
  }

  table(head: string[], rows: string[][]): void {
    const width = (i: number) => (i + 1 < COLS.length ? COLS[i + 1] - COLS[i] : CONTENT_W - COLS[i]) - 6;
    const drawHead = () => {
      this.sheet.rect(LEFT, this.top, CONTENT_W, LEAD + 4, { fill: LIGHT, border: false });
      head.forEach((h, i) => this.sheet.text(h, LEFT + COLS[i] + 2, this.top + SIZE + 2, { size: SIZE, bold: true }));
      this.top += LEAD + 6;
    };
    this.room(LEAD * 3);
    drawHead();
    for (const row of rows) {
      const cells = row.map((v, i) => wrap(this.sheet.fonts.regular, v, SIZE, width(i)));
      const h = Math.max(1, ...cells.map((c) => c.length)) * LEAD + 3;
      this.room(h, drawHead);
      cells.forEach((cell, i) => cell.forEach((line, j) => this.sheet.text(line, LEFT + COLS[i] + 2, this.top + SIZE + j * LEAD, { size: SIZE })));
      this.top += h;
      this.sheet.rule(this.top - 1.5, 0.3);
    }
  }
}

/**
 * The printable case details (GET /api/v1/everify/printcasedetails/{id}): the case's facts and deadlines, the
 * TNC notice and the employee's decision, the documents, and the whole history with dates. Never an SSN.
 */
export async function renderCaseDetailsPdf(d: CaseDetails): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`E-Verify case ${d.caseNumber || d.caseId} - ${d.employee}`);
  doc.setSubject(`attest-everify-case:${d.caseId}`);
  doc.setCreator('Attest');
  doc.setProducer('Attest E-Verify');
  doc.setLanguage('en-US');
  doc.setCreationDate(d.printedAt);
  doc.setModificationDate(d.printedAt);
  const fonts: Fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    script: await doc.embedFont(StandardFonts.TimesRomanItalic),
  };
  const p = new Pages(() => new Sheet(doc.addPage([PAGE_W, PAGE_H]), fonts));
  p.sheet.text('E-Verify case details', LEFT, p.top + 16, { size: 17, bold: true });
  p.sheet.text(`${d.employee}  -  case ${d.caseNumber || `#${d.caseId} (not opened yet)`}`, LEFT, p.top + 32, { size: 10, color: GREY });
  p.top += 42;
  p.heading('Case');
  p.pairs(d.facts);
  if (d.tnc.length) {
    p.heading('Further action notice and the employee’s decision');
    p.pairs(d.tnc);
  }
  p.heading('Documents');
  p.lines(d.documents.length ? d.documents : ['None']);
  p.heading('History');
  p.table(['When', 'What', 'Status', 'Detail', 'By'], d.history.map((h) => [h.at, h.what, h.change, h.detail, h.by]));
  const printed = `Printed ${d.printedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC by Attest`;
  p.sheets.forEach((sheet, i) => {
    const base = PAGE_H - 22;
    sheet.rule(base - 10, 0.6);
    sheet.text(printed, LEFT, base, { size: 7, color: GREY });
    sheet.text(`Page ${i + 1} of ${p.sheets.length}`, RIGHT, base, { size: 7, color: GREY, align: 'right' });
  });
  return doc.save({ useObjectStreams: false });
}
