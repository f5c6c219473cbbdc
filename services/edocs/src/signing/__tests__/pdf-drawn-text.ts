import { inflateSync } from 'zlib';

/**
 * The text drawn with a standard font in a pdf-lib PDF: every stream inflated, the hex strings shown
 * with Tj decoded (WinAnsi ≈ Latin-1). It resumes after the whole
 * `endstream` keyword, so adjacent streams (a loaded page with appended content) are all read.
 */
export function pdfText(pdf: Uint8Array): string {
  const buf = Buffer.from(pdf);
  const raw = buf.toString('latin1');
  const out: string[] = [];
  const streams = /(?<!end)stream\r?\n/g;
  let m: RegExpExecArray | null;
  while ((m = streams.exec(raw))) {
    const start = m.index + m[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) {
      break;
    }
    let content: string;
    try {
      content = inflateSync(buf.subarray(start, end)).toString('latin1');
    } catch {
      content = raw.slice(start, end);
    }
    for (const hex of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
      out.push(Buffer.from(hex[1], 'hex').toString('latin1'));
    }
    streams.lastIndex = end + 'endstream'.length;
  }
  return out.join('\n');
}
