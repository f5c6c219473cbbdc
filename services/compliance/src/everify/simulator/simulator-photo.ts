import type { EverifyPhoto } from '../adapter/everify-adapter';

/**
 * The photo E-Verify shows for photo matching. The simulator has no photo archive: it answers a neutral
 * silhouette marked as simulated, in the same shape (content type and base64 data) as the real answer.
 */
export function simulatedPhoto(caseNumber: string): EverifyPhoto {
  const svg = [
    '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="300" viewBox="0 0 240 300">',
    '<rect width="240" height="300" fill="#e7ebf0"/>',
    '<circle cx="120" cy="110" r="52" fill="#9aa7b5"/>',
    '<path d="M30 300c0-62 40-102 90-102s90 40 90 102z" fill="#9aa7b5"/>',
    `<text x="120" y="28" font-family="sans-serif" font-size="14" text-anchor="middle" fill="#3b4754">SIMULATED ${caseNumber.replace(/[^A-Z0-9]/gi, '')}</text>`,
    '</svg>',
  ].join('');
  return { contentType: 'image/svg+xml', data: Buffer.from(svg, 'utf8').toString('base64') };
}
