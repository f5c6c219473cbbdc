import type { PDFFont } from 'pdf-lib';

/**
 * The standard fonts encode WinAnsi only: any other character (and line breaks) would make pdf-lib
 * throw, so they are replaced before drawing.
 */
export function printable(font: PDFFont, text: string): string {
  const supported = new Set(font.getCharacterSet());
  return [...text.replace(/\s+/g, ' ')].map((c) => (supported.has(c.codePointAt(0)!) ? c : '?')).join('');
}

export function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of printable(font, text).split(' ')) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  return line ? [...lines, line] : lines;
}

/** The longest prefix of the text that fits the width (values never overflow their box). */
export function fit(font: PDFFont, text: string, size: number, width: number): string {
  let out = printable(font, text);
  while (out && font.widthOfTextAtSize(out, size) > width) {
    out = out.slice(0, -1);
  }
  return out;
}
