import { inflateSync } from 'zlib';

/**
 * The text drawn on the pages of a PDF made by pdf-lib with a standard font: every stream is inflated
 * and the hex strings shown with Tj are decoded (WinAnsi ≈ Latin-1 for plain text). Enough for tests to
 * see what a page says without a PDF text extractor.
 */
export function pdfDrawnText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const out: string[] = [];
  const streams = /stream\r?\n/g;
  let m: RegExpExecArray | null;
  while ((m = streams.exec(raw))) {
    const start = m.index + m[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) {
      break;
    }
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      content = raw.slice(start, end);
    }
    for (const hex of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
      out.push(Buffer.from(hex[1], 'hex').toString('latin1'));
    }
    streams.lastIndex = end;
  }
  return out.join('\n');
}
