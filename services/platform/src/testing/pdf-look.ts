import { execFileSync } from 'child_process';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';

/** A box on a PDF page in points, from the page's bottom-left (as the form builder and the renderer place fields). */
export interface PdfBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PdfWord extends PdfBox {
  page: number;
  text: string;
}

function withFile<T>(bytes: Buffer, run: (file: string) => T): T {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pdf-look-'));
  const file = path.join(dir, 'in.pdf');
  try {
    fs.writeFileSync(file, bytes);
    return run(file);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Every word poppler reads on the pages (`pdftotext -bbox`), with its box in bottom-left points. */
export function pdfWords(bytes: Buffer): PdfWord[] {
  const html = withFile(bytes, (file) => execFileSync('pdftotext', ['-bbox', file, '-'], { encoding: 'utf8' }));
  const words: PdfWord[] = [];
  let page = 0;
  let height = 0;
  for (const line of html.split('\n')) {
    const p = /<page width="([\d.]+)" height="([\d.]+)">/.exec(line);
    if (p) {
      page += 1;
      height = Number(p[2]);
      continue;
    }
    const w = /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">(.*)<\/word>/.exec(line);
    if (w) {
      const [xMin, yMin, xMax, yMax] = w.slice(1, 5).map(Number);
      words.push({ page, text: w[5].replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'"), x: xMin, y: height - yMax, width: xMax - xMin, height: yMax - yMin });
    }
  }
  return words;
}

/** Whether `inner` lies within `outer`, give or take `slack` points. */
export function boxWithin(inner: PdfBox, outer: PdfBox, slack = 0.5): boolean {
  return inner.x >= outer.x - slack && inner.y >= outer.y - slack && inner.x + inner.width <= outer.x + outer.width + slack && inner.y + inner.height <= outer.y + outer.height + slack;
}

/**
 * The share of dark pixels inside a box of a page, as pdftoppm draws it at 72 dpi in grey (one pixel a point):
 * what a person looking at the printed page would see there.
 */
export function inkIn(bytes: Buffer, page: number, box: PdfBox, pageHeight: number): number {
  const top = Math.round(pageHeight - box.y - box.height);
  const args = ['-gray', '-r', '72', '-f', String(page), '-l', String(page), '-x', String(Math.round(box.x)), '-y', String(top), '-W', String(Math.round(box.width)), '-H', String(Math.round(box.height))];
  const pgm = withFile(bytes, (file) => execFileSync('pdftoppm', [...args, file], { maxBuffer: 64 * 1024 * 1024 }));
  // P5 header: magic, width height, maxval, then one byte per pixel.
  const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(pgm.subarray(0, 64).toString('latin1'));
  if (!header) {
    throw new Error('pdftoppm did not answer a PGM image');
  }
  const pixels = pgm.subarray(header[0].length);
  let dark = 0;
  for (const v of pixels) {
    if (v < 160) {
      dark += 1;
    }
  }
  return pixels.length ? dark / pixels.length : 0;
}
