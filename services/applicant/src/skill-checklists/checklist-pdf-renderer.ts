import { PDFDocument, rgb, StandardFonts, type PDFPage } from 'pdf-lib';
import { pdfWording, SKILL_PROFICIENCY_LEVELS, type ChecklistSignature, type PdfWordingKey } from '@attest/contracts';
import { printable, wrap } from '@attest/platform';

export interface ChecklistPdfInput {
  name: string;
  description: string | null;
  applicantName: string;
  completedDate: string | null;
  items: { section: string; skill: string; answer: number | undefined }[];
  signature: ChecklistSignature | null;
  /** The applicant's language: the PDF's fixed wording and the answers are written in it (English by default). */
  language?: string | null;
  /** The checklist's own labels of levels 1..4 (skills checklists manager); the standard wording when absent. */
  scale?: readonly string[] | null;
}

const PAGE: [number, number] = [612, 792]; // US Letter in points
const MARGIN = 50;
const ANSWER_X = 420;
const SKILL_WIDTH = ANSWER_X - MARGIN - 20;
const GREY = rgb(0.35, 0.35, 0.35);

/** Writes lines top-down, starting a new page when the next block does not fit. */
class Cursor {
  page: PDFPage;
  y: number;
  constructor(private readonly doc: PDFDocument) {
    this.page = doc.addPage(PAGE);
    this.y = PAGE[1] - MARGIN;
  }

  room(height: number): void {
    if (this.y - height < MARGIN) {
      this.page = this.doc.addPage(PAGE);
      this.y = PAGE[1] - MARGIN;
    }
  }
}

/** The PDF of a completed skills checklist: name, applicant, every item with its answer by section, and the signature. */
export async function renderChecklistPdf(input: ChecklistPdfInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(input.name);
  const say = pdfWording(input.language);
  const levelOf = (answer: number | undefined) => {
    if (input.scale && answer !== undefined && input.scale[answer - 1]) {
      return input.scale[answer - 1];
    }
    const level = SKILL_PROFICIENCY_LEVELS.find((l) => l.value === answer);
    return level ? say(level.key as PdfWordingKey) : '';
  };
  doc.setSubject(say('pdf_checklist_subject', { name: input.applicantName }));
  doc.setCreator('Attest');
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const c = new Cursor(doc);
  const text = (value: string, x: number, size: number, f = font, color = rgb(0, 0, 0)) => c.page.drawText(printable(f, value), { x, y: c.y, size, font: f, color });

  for (const line of wrap(bold, input.name, 18, PAGE[0] - 2 * MARGIN)) {
    c.room(24);
    text(line, MARGIN, 18, bold);
    c.y -= 24;
  }
  for (const line of input.description ? wrap(font, input.description, 10, PAGE[0] - 2 * MARGIN) : []) {
    c.room(14);
    text(line, MARGIN, 10, font, GREY);
    c.y -= 14;
  }
  c.y -= 6;
  c.room(30);
  text(say('pdf_checklist_applicant', { name: input.applicantName }), MARGIN, 11);
  c.y -= 15;
  text(say('pdf_checklist_completed', { date: input.completedDate ?? '' }), MARGIN, 11);
  c.y -= 25;

  let section: string | null = null;
  for (const item of input.items) {
    if (item.section !== section) {
      section = item.section;
      c.room(40);
      c.y -= 6;
      text(section, MARGIN, 13, bold);
      c.y -= 18;
    }
    const lines = wrap(font, item.skill, 11, SKILL_WIDTH);
    c.room(lines.length * 14);
    text(levelOf(item.answer) || '-', ANSWER_X, 11, bold);
    for (const line of lines) {
      text(line, MARGIN + 10, 11);
      c.y -= 14;
    }
    c.y -= 2;
  }

  c.y -= 20;
  c.room(110);
  text(say('pdf_checklist_signature'), MARGIN, 12, bold);
  c.y -= 10;
  if (input.signature?.kind === 'image') {
    const png = await doc.embedPng(Buffer.from(input.signature.dataUrl.slice(input.signature.dataUrl.indexOf(',') + 1), 'base64'));
    const scaled = png.scaleToFit(220, 80);
    c.page.drawImage(png, { x: MARGIN, y: c.y - scaled.height, width: scaled.width, height: scaled.height });
    c.y -= scaled.height + 10;
  } else if (input.signature?.kind === 'typed') {
    const script = await doc.embedFont(StandardFonts.TimesRomanItalic);
    c.y -= 24;
    text(input.signature.name, MARGIN, 22, script);
    c.y -= 10;
  }
  return doc.save();
}
