import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { printable, wrap } from '@attest/platform';
import type { PdfFieldBox, TemplatePdfLayout } from './template-pdf-layouts';

export const PAGE_SIZE: [number, number] = [612, 792]; // US Letter in points
const MARGIN = 60;
const GREY = rgb(0.4, 0.4, 0.4);
const LINE = rgb(0.55, 0.6, 0.7);
/** A value is drawn with its baseline at the field's {x, y}; the box around it starts a little lower-left. */
export const BOX_PAD = { left: 4, bottom: 6, height: 20 };

/** Boxes far enough from the margin carry their label on the left (the seed's rows are 30 points apart). */
function labelLeft(f: PdfFieldBox): boolean {
  return f.x - MARGIN >= 80;
}

/** A one-page template PDF: heading, body text, labelled empty boxes at the field positions, the signature spot. */
export async function buildTemplatePdf(layout: TemplatePdfLayout): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(layout.title);
  doc.setSubject(layout.subtitle);
  doc.setCreator('Attest');
  doc.setProducer('Attest template PDFs');
  // Fixed dates: the same layout always gives the same bytes, so the stored SHA-256 of a template is stable.
  doc.setCreationDate(new Date(Date.UTC(2025, 0, 1)));
  doc.setModificationDate(new Date(Date.UTC(2025, 0, 1)));
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const page = doc.addPage(PAGE_SIZE);
  const width = PAGE_SIZE[0] - 2 * MARGIN;

  page.drawRectangle({ x: 0, y: PAGE_SIZE[1] - 12, width: PAGE_SIZE[0], height: 12, color: rgb(0.12, 0.29, 0.55) });
  let y = PAGE_SIZE[1] - 60;
  for (const line of wrap(bold, layout.title, 17, width)) {
    page.drawText(line, { x: MARGIN, y, size: 17, font: bold });
    y -= 21;
  }
  for (const line of wrap(font, layout.subtitle, 10, width)) {
    page.drawText(line, { x: MARGIN, y, size: 10, font, color: GREY });
    y -= 14;
  }
  y -= 10;
  page.drawLine({ start: { x: MARGIN, y }, end: { x: PAGE_SIZE[0] - MARGIN, y }, thickness: 0.8, color: LINE });
  y -= 20;
  // Body text flows top-down and jumps over the bands the boxes and the signature take.
  const bands = [
    ...layout.fields.map((f) => ({ top: f.y - BOX_PAD.bottom + BOX_PAD.height + (labelLeft(f) ? 6 : 18), bottom: f.y - BOX_PAD.bottom - 4 })),
    ...(layout.signature ? [{ top: layout.signature.y + layout.signature.height + 6, bottom: layout.signature.y - 20 }] : []),
  ];
  const blocked = (at: number) => bands.find((b) => at + 10 > b.bottom && at < b.top);
  const LEAD = 13.5;
  for (const paragraph of layout.paragraphs) {
    const lines = wrap(font, paragraph, 10, width);
    // A paragraph is never split by a box: it moves below the first band its lines would cross.
    for (let i = 0; i < lines.length; i += 1) {
      const hit = blocked(y - i * LEAD);
      if (hit) {
        y = hit.bottom - 12;
        i = -1;
      }
    }
    for (const line of lines) {
      if (y < 50) {
        break;
      }
      page.drawText(line, { x: MARGIN, y, size: 10, font });
      y -= LEAD;
    }
    y -= 8;
  }

  for (const f of layout.fields) {
    const label = printable(font, f.label);
    if (labelLeft(f)) {
      const w = font.widthOfTextAtSize(label, 8);
      page.drawText(label, { x: Math.max(MARGIN, f.x - BOX_PAD.left - 8 - w), y: f.y, size: 8, font, color: GREY });
    } else {
      page.drawText(label, { x: f.x - BOX_PAD.left, y: f.y - BOX_PAD.bottom + BOX_PAD.height + 4, size: 8, font, color: GREY });
    }
    page.drawRectangle({ x: f.x - BOX_PAD.left, y: f.y - BOX_PAD.bottom, width: f.width, height: BOX_PAD.height, borderColor: LINE, borderWidth: 0.8 });
  }
  if (layout.signature) {
    const s = layout.signature;
    // Beside the box, not above it: a field may sit just above the signature spot (the offer letter's typed name).
    page.drawText('Signature of employee', { x: s.x + s.width + 10, y: s.y + s.height - 10, size: 8, font, color: GREY });
    page.drawRectangle({ x: s.x, y: s.y, width: s.width, height: s.height, borderColor: LINE, borderWidth: 0.8, color: rgb(0.97, 0.98, 1) });
    page.drawLine({ start: { x: s.x + 8, y: s.y + 12 }, end: { x: s.x + s.width - 8, y: s.y + 12 }, thickness: 0.5, color: LINE });
    page.drawText('Signed electronically through Attest; see the audit certificate.', { x: s.x, y: s.y - 14, size: 7, font, color: GREY });
  }
  page.drawText(`Attest - ${printable(font, layout.key)}`, { x: MARGIN, y: 30, size: 7, font, color: GREY });
  return doc.save({ useObjectStreams: false });
}
