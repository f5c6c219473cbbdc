/** The content codings this server sends, best first. */
export type ContentCoding = 'br' | 'gzip';

const PREFERENCE: ContentCoding[] = ['br', 'gzip'];

/**
 * Picks the coding for an `Accept-Encoding` header (RFC 9110 §12.5.3): the highest q-value among br and
 * gzip, br on a tie; `*` stands for any coding not named; `q=0` refuses. null = send the bytes as they are.
 */
export function negotiateEncoding(header: string | string[] | undefined): ContentCoding | null {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) {
    return null;
  }
  const weights = new Map<string, number>();
  for (const part of value.split(',')) {
    const [rawName, ...params] = part.toLowerCase().split(';');
    const name = rawName.trim();
    if (!name) {
      continue;
    }
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    const weight = q === undefined ? 1 : Number(q);
    weights.set(name === 'x-gzip' ? 'gzip' : name, Number.isFinite(weight) ? weight : 0);
  }
  let best: ContentCoding | null = null;
  let bestWeight = 0;
  for (const coding of PREFERENCE) {
    const weight = weights.get(coding) ?? weights.get('*') ?? 0;
    if (weight > bestWeight) {
      best = coding;
      bestWeight = weight;
    }
  }
  return best;
}
