import { inflateSync } from 'zlib';

/** The WinAnsi codes in 0x80-0x9F the form can draw, which Latin-1 would read as control characters. */
const WIN_ANSI: Record<number, string> = { 0x85: '\u2026', 0x91: '\u2018', 0x92: '\u2019', 0x93: '\u201c', 0x94: '\u201d', 0x96: '\u2013', 0x97: '\u2014' };

function decodeWinAnsi(bytes: Buffer): string {
  return [...bytes].map((b) => WIN_ANSI[b] ?? String.fromCharCode(b)).join('');
}

/**
 * The text drawn with a standard font in a pdf-lib PDF, one string per Tj, in drawing order: every
 * stream inflated and its hex strings decoded (WinAnsi). Used by every service's PDF tests.
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
      out.push(decodeWinAnsi(Buffer.from(hex[1], 'hex')));
    }
    streams.lastIndex = end + 'endstream'.length;
  }
  return out.join('\n');
}
