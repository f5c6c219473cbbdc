import type { PDFFont } from 'pdf-lib';

/*
 * Text helpers for the standard (WinAnsi) fonts. `printable` and `wrap` mirror edocs' shared/pdf-text.ts
 * (edocs internals are not imported across services); `fitText` adds the shrink -> wrap -> ellipsis rule
 * the I-9 boxes need. Candidates to move to services/platform together with the edocs copy.
 */

const charSets = new WeakMap<PDFFont, Set<number>>();

function charSet(font: PDFFont): Set<number> {
  let set = charSets.get(font);
  if (!set) {
    set = new Set(font.getCharacterSet());
    charSets.set(font, set);
  }
  return set;
}

const widths = new WeakMap<PDFFont, Map<string, number>>();

/**
 * The width of a text at a size, cached at size 1 per embedded font (widths are linear in the size). The
 * cache lives as long as the document's font object: it holds no record's values beyond one render.
 */
export function textWidth(font: PDFFont, text: string, size: number): number {
  let cache = widths.get(font);
  if (!cache) {
    cache = new Map();
    widths.set(font, cache);
  }
  let w = cache.get(text);
  if (w === undefined) {
    w = font.widthOfTextAtSize(text, 1);
    cache.set(text, w);
  }
  return w * size;
}

/** Whitespace runs become one space and characters the font cannot encode become '?' (pdf-lib would throw). */
export function printable(font: PDFFont, text: string): string {
  const folded = text.replace(/\s+/g, ' ').trim();
  if (/^[\x20-\x7e]*$/.test(folded)) {
    return folded; // printable ASCII: every standard font encodes it
  }
  const supported = charSet(font);
  return [...folded].map((c) => (supported.has(c.codePointAt(0)!) ? c : '?')).join('');
}

/** Splits a word wider than the line into pieces that fit (an e-mail address, a long document number). */
function breakWord(font: PDFFont, word: string, size: number, width: number): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const c of word) {
    if (piece && textWidth(font, piece + c, size) > width) {
      pieces.push(piece);
      piece = c;
    } else {
      piece += c;
    }
  }
  return piece ? [...pieces, piece] : pieces;
}

/** Lines no wider than `width`: breaks at spaces, and inside a word only when the word alone is too wide. */
export function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of printable(font, text).split(' ').filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (textWidth(font, candidate, size) <= width) {
      line = candidate;
      continue;
    }
    if (line) {
      lines.push(line);
    }
    if (textWidth(font, word, size) <= width) {
      line = word;
    } else {
      const pieces = breakWord(font, word, size, width);
      lines.push(...pieces.slice(0, -1));
      line = pieces[pieces.length - 1] ?? '';
    }
  }
  return line ? [...lines, line] : lines;
}

/** The text cut to the width with an ellipsis at the end ('' when not even the ellipsis fits). */
export function ellipsize(font: PDFFont, text: string, size: number, width: number): string {
  const mark = charSet(font).has(0x2026) ? '\u2026' : '...';
  let out = printable(font, text);
  if (textWidth(font, out, size) <= width) {
    return out;
  }
  while (out && textWidth(font, out + mark, size) > width) {
    out = out.slice(0, -1).trimEnd();
  }
  return textWidth(font, mark, size) <= width ? out + mark : '';
}

export interface FittedText {
  lines: string[];
  size: number;
  /** Baseline-to-baseline distance. */
  leading: number;
  /** True when the text had to be cut (an ellipsis ends the last line). */
  truncated: boolean;
}

export interface FitOptions {
  maxSize: number;
  minSize?: number;
  /** Leading as a multiple of the size. */
  lineHeight?: number;
}

const STEP = 0.5;

/**
 * Fits text into a width x height box: first the size shrinks (to 80 % of maxSize) keeping one line, then
 * the text wraps at decreasing sizes down to minSize, and what still does not fit ends with an ellipsis.
 * Every returned line is at most `width` wide and the lines take at most `height`.
 */
export function fitText(font: PDFFont, text: string, width: number, height: number, opts: FitOptions): FittedText {
  const minSize = Math.min(opts.minSize ?? 5.5, opts.maxSize);
  const lineHeight = opts.lineHeight ?? 1.15;
  const clean = printable(font, text);
  const result = (lines: string[], size: number, truncated = false): FittedText => ({ lines, size, leading: size * lineHeight, truncated });
  if (!clean || width <= 0 || height <= 0) {
    return result([], opts.maxSize);
  }
  const shrinkFloor = Math.max(minSize, opts.maxSize * 0.8);
  for (let size = opts.maxSize; size >= shrinkFloor; size -= STEP) {
    if (size <= height && textWidth(font, clean, size) <= width) {
      return result([clean], size);
    }
  }
  for (let size = opts.maxSize; size >= minSize; size -= STEP) {
    const lines = wrap(font, clean, size, width);
    if (size <= height && (lines.length - 1) * size * lineHeight + size <= height) {
      return result(lines, size);
    }
  }
  const size = Math.min(minSize, height);
  const room = Math.max(1, Math.floor((height - size) / (size * lineHeight)) + 1);
  const lines = wrap(font, clean, size, width);
  if (lines.length <= room) {
    return result(lines, size);
  }
  const kept = lines.slice(0, room);
  const last = `${kept[kept.length - 1]} ${lines.slice(room).join(' ')}`;
  const cut = ellipsize(font, last, size, width);
  // wrap() put the rest on later lines because it did not fit, so the cut line ends with the mark.
  kept[kept.length - 1] = cut === printable(font, last) ? ellipsize(font, `${cut} \u2026\u2026`, size, width) : cut;
  return result(kept, size, true);
}
