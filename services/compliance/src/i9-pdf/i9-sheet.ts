import { rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import { fitText, printable, textWidth } from './pdf-text';
import { utcStamp } from './i9-pdf-values';

/** US Letter, in points; the drawing code measures `top` downwards from the top edge, as the form reads. */
export const PAGE_W = 612;
export const PAGE_H = 792;
export const LEFT = 36;
export const RIGHT = PAGE_W - 36;
export const CONTENT_W = RIGHT - LEFT;

export const BLACK = rgb(0, 0, 0);
/** Values entered on the form, apart from the printed form text. */
export const INK = rgb(0.05, 0.1, 0.38);
export const GREY = rgb(0.35, 0.35, 0.35);
export const SHADE = rgb(0.87, 0.87, 0.87);
export const LIGHT = rgb(0.95, 0.95, 0.95);

export interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  /** The typed signature ("script"). */
  script: PDFFont;
}

export interface I9Signature {
  name: string;
  /** ISO timestamp. */
  signed_at: string;
}

interface TextOptions {
  size: number;
  bold?: boolean;
  color?: RGB;
  align?: 'left' | 'center' | 'right';
  font?: PDFFont;
}

interface CellOptions {
  labelSize?: number;
  maxSize?: number;
  minSize?: number;
  shade?: RGB;
  /** Label drawn in bold (row headers). */
  boldLabel?: boolean;
  /** 'top' for the free-text boxes (Additional Information); one-line values are centred by default. */
  valign?: 'middle' | 'top';
}

/** One page of the form with the drawing primitives the sections share. */
export class Sheet {
  constructor(
    readonly page: PDFPage,
    readonly fonts: Fonts,
  ) {}

  /** Text with its baseline `base` points below the top edge. */
  text(value: string, x: number, base: number, opts: TextOptions): void {
    const font = opts.font ?? (opts.bold ? this.fonts.bold : this.fonts.regular);
    const text = printable(font, value);
    if (!text) {
      return;
    }
    const w = textWidth(font, text, opts.size);
    const left = opts.align === 'center' ? x - w / 2 : opts.align === 'right' ? x - w : x;
    this.page.drawText(text, { x: left, y: PAGE_H - base, size: opts.size, font, color: opts.color ?? BLACK });
  }

  /**
   * A wrapped paragraph starting at `top`, optionally led by a bold run on the same line
   * ("START HERE: ..."). Returns the `top` just under its last line.
   */
  paragraph(x: number, top: number, width: number, text: string, opts: { size: number; boldPrefix?: string; lead?: number; color?: RGB; boldBody?: boolean }): number {
    const lead = opts.lead ?? opts.size * 1.22;
    const body = opts.boldBody ? this.fonts.bold : this.fonts.regular;
    const prefix = opts.boldPrefix ? printable(this.fonts.bold, opts.boldPrefix) + ' ' : '';
    // A little more than one space after the bold run: it must read as a gap with substitute fonts too.
    let indent = prefix ? textWidth(this.fonts.bold, prefix, opts.size) + opts.size * 0.2 : 0;
    let base = top + opts.size;
    if (prefix) {
      this.text(prefix, x, base, { size: opts.size, bold: true, color: opts.color });
    }
    let line = '';
    const flush = () => {
      this.text(line, x + indent, base, { size: opts.size, font: body, color: opts.color });
      base += lead;
      indent = 0;
      line = '';
    };
    for (const word of printable(body, text).split(' ').filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && indent + textWidth(body, candidate, opts.size) > width) {
        flush();
        line = word;
      } else {
        line = candidate;
      }
    }
    if (line) {
      flush();
    }
    return base - lead + opts.size * 0.35;
  }

  rect(x: number, top: number, w: number, h: number, opts: { fill?: RGB; border?: boolean; thickness?: number } = {}): void {
    this.page.drawRectangle({
      x,
      y: PAGE_H - top - h,
      width: w,
      height: h,
      color: opts.fill,
      borderColor: opts.border === false ? undefined : BLACK,
      borderWidth: opts.border === false ? 0 : (opts.thickness ?? 0.6),
    });
  }

  rule(top: number, thickness = 1, x1 = LEFT, x2 = RIGHT): void {
    this.page.drawLine({ start: { x: x1, y: PAGE_H - top }, end: { x: x2, y: PAGE_H - top }, thickness, color: BLACK });
  }

  /** A bordered box with its label at the top-left and the value fitted below (never outside the box). */
  cell(x: number, top: number, w: number, h: number, label: string, value: string, opts: CellOptions = {}): void {
    this.rect(x, top, w, h, { fill: opts.shade });
    const labelSize = opts.labelSize ?? 6;
    const labelFont = opts.boldLabel ? this.fonts.bold : this.fonts.regular;
    const lab = fitText(labelFont, label, w - 4, labelSize + 0.5, { maxSize: labelSize, minSize: 4 });
    if (lab.lines[0]) {
      this.text(lab.lines[0], x + 2, top + 1.5 + lab.size * 0.8, { size: lab.size, font: labelFont });
    }
    this.value(x + 3, top + labelSize + 2.5, w - 6, h - labelSize - 3.5, value, opts);
  }

  /** Fitted value text in a region (shrink, wrap, ellipsis), vertically centred when it is one line. */
  value(x: number, top: number, w: number, h: number, value: string, opts: { maxSize?: number; minSize?: number; font?: PDFFont; color?: RGB; valign?: 'middle' | 'top' } = {}): void {
    const font = opts.font ?? this.fonts.regular;
    const fit = fitText(font, value, w, h, { maxSize: opts.maxSize ?? 9.5, minSize: opts.minSize ?? 5.5 });
    if (!fit.lines.length) {
      return;
    }
    const ascent = fit.size * 0.74;
    const block = (fit.lines.length - 1) * fit.leading + ascent;
    let base = fit.lines.length === 1 && opts.valign !== 'top' ? top + (h - block) / 2 + ascent : top + ascent + 1;
    for (const line of fit.lines) {
      this.text(line, x, base, { size: fit.size, font, color: opts.color ?? INK });
      base += fit.leading;
    }
  }

  /** A signature box: the signer's typed name in script and "signed electronically" with the time. */
  signatureCell(x: number, top: number, w: number, h: number, label: string, signature: I9Signature | null | undefined): void {
    this.cell(x, top, w, h, label, '');
    if (!signature?.name.trim()) {
      return;
    }
    const caption = `Signed electronically ${utcStamp(signature.signed_at)}`;
    const captionSize = 5;
    const captionW = textWidth(this.fonts.regular, caption, captionSize);
    const room = w - 8 - captionW - 6;
    const showCaption = room >= w * 0.35;
    const nameW = showCaption ? room : w - 8;
    this.value(x + 4, top + 7, nameW, h - 8, signature.name, { maxSize: 12, minSize: 6, font: this.fonts.script });
    if (showCaption) {
      this.text(caption, x + w - 3, top + h - 2.5, { size: captionSize, color: GREY, align: 'right' });
    }
  }

  /** A square checkbox, crossed when checked. */
  checkbox(x: number, top: number, checked: boolean, size = 8): void {
    this.rect(x, top, size, size, { fill: rgb(1, 1, 1), thickness: 0.7 });
    if (checked) {
      const y0 = PAGE_H - top - size;
      const y1 = PAGE_H - top;
      const inset = 1.4;
      this.page.drawLine({ start: { x: x + inset, y: y0 + inset }, end: { x: x + size - inset, y: y1 - inset }, thickness: 1.1, color: INK });
      this.page.drawLine({ start: { x: x + inset, y: y1 - inset }, end: { x: x + size - inset, y: y0 + inset }, thickness: 1.1, color: INK });
    }
  }

  /** The shaded section heading bar ("Section 1. Employee Information and Attestation: ..."). Returns its bottom. */
  bar(top: number, title: string, text: string, size = 7.5): number {
    const bottom = this.measureParagraph(CONTENT_W - 8, text, size, title) + 6;
    this.rect(LEFT, top, CONTENT_W, bottom, { fill: SHADE, thickness: 0.8 });
    this.paragraph(LEFT + 4, top + 3, CONTENT_W - 8, text, { size, boldPrefix: title });
    return top + bottom;
  }

  /** The height `paragraph` would take, without drawing. */
  measureParagraph(width: number, text: string, size: number, boldPrefix?: string): number {
    const lead = size * 1.22;
    const body = this.fonts.regular;
    let indent = boldPrefix ? textWidth(this.fonts.bold, printable(this.fonts.bold, boldPrefix) + ' ', size) + size * 0.2 : 0;
    let lines = 1;
    let line = '';
    for (const word of printable(body, text).split(' ').filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && indent + textWidth(body, candidate, size) > width) {
        lines += 1;
        indent = 0;
        line = word;
      } else {
        line = candidate;
      }
    }
    return (lines - 1) * lead + size * 1.35;
  }
}
