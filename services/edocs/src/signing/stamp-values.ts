import { PDFDocument, rgb, StandardFonts, type PDFFont } from 'pdf-lib';
import { fit } from '@attest/platform';

/** `page` is 1-based (as the seed writes params.pdf and params.signature); 0 is taken as the first page too. */
export function pageIndex(page: number | undefined, count: number): number {
  const i = (page ?? 1) - 1;
  return Math.min(Math.max(i, 0), count - 1);
}

/** One value to draw: the field's params.pdf position and the text. */
export interface PlacedValue {
  page: number;
  x: number;
  y: number;
  size?: number;
  width?: number;
  /** The box's height (the form builder's placement): the text is centred in it, and shrunk to fit a low box. */
  height?: number;
  text: string;
}

export interface SignatureSpot {
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

export type SignatureMark = { kind: 'drawn'; dataUrl: string } | { kind: 'typed'; name: string };

const INK = rgb(0.05, 0.1, 0.35);

/** Without a box height `y` is the baseline (the seed's positions); with one the glyphs sit centred in the box. */
function baselineIn(font: PDFFont, size: number, v: PlacedValue): number {
  if (!v.height) {
    return v.y;
  }
  const ascent = font.heightAtSize(size, { descender: false });
  const descent = font.heightAtSize(size) - ascent;
  return v.y + (v.height - ascent - descent) / 2 + descent;
}

/** Draws the values (and, when given, the signature) onto the pages of a loaded template PDF. */
export async function stampDocument(doc: PDFDocument, values: PlacedValue[], signature?: { spot: SignatureSpot; mark: SignatureMark; signedAt: Date } | null): Promise<void> {
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const pages = doc.getPages();
  for (const v of values) {
    const page = pages[pageIndex(v.page, pages.length)];
    const size = v.size ?? (v.height ? Math.min(10, Math.max(6, v.height - 4)) : 10);
    const text = fit(font, v.text, size, v.width ?? page.getWidth() - v.x - 20);
    if (text) {
      page.drawText(text, { x: v.x + (v.height ? 2 : 0), y: baselineIn(font, size, v), size, font, color: INK });
    }
  }
  if (signature) {
    await drawSignature(doc, font, signature.spot, signature.mark, signature.signedAt);
  }
}

async function drawSignature(doc: PDFDocument, font: PDFFont, spot: SignatureSpot, mark: SignatureMark, signedAt: Date): Promise<void> {
  const pages = doc.getPages();
  const page = pages[pageIndex(spot.page, pages.length)];
  if (mark.kind === 'drawn') {
    const png = await doc.embedPng(Buffer.from(mark.dataUrl.slice(mark.dataUrl.indexOf(',') + 1), 'base64'));
    const scaled = png.scaleToFit(spot.width - 8, spot.height - 8);
    page.drawImage(png, { x: spot.x + 4, y: spot.y + (spot.height - scaled.height) / 2, width: scaled.width, height: scaled.height });
  } else {
    const script = await doc.embedFont(StandardFonts.TimesRomanItalic);
    const size = Math.min(24, spot.height - 16);
    page.drawText(fit(script, mark.name, size, spot.width - 12), { x: spot.x + 8, y: spot.y + 18, size, font: script, color: INK });
  }
  page.drawText(`Signed ${signedAt.toISOString().replace('T', ' ').slice(0, 19)} UTC`, { x: spot.x + spot.width + 10, y: spot.y + 4, size: 8, font, color: INK });
}

/** A data URL of a PNG, checked by its magic bytes (the signature pad sends these). */
export function isPngDataUrl(value: string): boolean {
  const m = /^data:image\/png;base64,([A-Za-z0-9+/=]+)$/.exec(value);
  if (!m) {
    return false;
  }
  const head = Buffer.from(m[1].slice(0, 12), 'base64');
  return head.length >= 8 && head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
}
