/** File kinds we recognise by content (magic numbers), never by the name a browser sent. */
export type DetectedFileType = 'pdf' | 'png' | 'jpeg' | 'gif' | 'bmp' | 'docx' | 'doc' | 'rtf' | 'txt';

export const MIME_BY_TYPE: Record<DetectedFileType, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  bmp: 'image/bmp',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
  rtf: 'application/rtf',
  txt: 'text/plain',
};

const startsWith = (bytes: Uint8Array, magic: readonly number[], at = 0): boolean =>
  bytes.length >= at + magic.length && magic.every((b, i) => bytes[at + i] === b);
const ascii = (s: string): number[] => [...s].map((c) => c.charCodeAt(0));

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP = [0x50, 0x4b, 0x03, 0x04];

/** The kind of file these bytes are, or null when it is none we accept (executables, archives, binaries). */
export function detectFileType(bytes: Uint8Array): DetectedFileType | null {
  if (bytes.length === 0) {
    return null;
  }
  if (startsWith(bytes, ascii('%PDF-'))) {
    return 'pdf';
  }
  if (startsWith(bytes, PNG)) {
    return 'png';
  }
  if (startsWith(bytes, JPEG)) {
    return 'jpeg';
  }
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) {
    return 'gif';
  }
  if (startsWith(bytes, ascii('BM')) && bytes.length >= 26 && readU32(bytes, 2) === bytes.length) {
    return 'bmp';
  }
  if (startsWith(bytes, OLE2)) {
    return 'doc';
  }
  if (startsWith(bytes, ZIP)) {
    return isWordZip(bytes) ? 'docx' : null;
  }
  if (startsWith(bytes, ascii('{\\rtf'))) {
    return 'rtf';
  }
  return isPlainText(bytes) ? 'txt' : null;
}

function readU16(b: Uint8Array, at: number): number {
  return b[at] | (b[at + 1] << 8);
}

function readU32(b: Uint8Array, at: number): number {
  return (b[at] | (b[at + 1] << 8) | (b[at + 2] << 16)) + b[at + 3] * 0x1000000;
}

/**
 * A Word document is a ZIP whose central directory names [Content_Types].xml and entries under word/.
 * The central directory is read (not the local headers) because streamed ZIPs leave local sizes at 0.
 */
function isWordZip(b: Uint8Array): boolean {
  const names = zipEntryNames(b);
  return names.includes('[Content_Types].xml') && names.some((n) => n.startsWith('word/'));
}

function zipEntryNames(b: Uint8Array): string[] {
  const EOCD = 0x06054b50;
  const CENTRAL = 0x02014b50;
  // The end record sits in the last 22 bytes plus an optional comment of up to 65535 bytes.
  const lowest = Math.max(0, b.length - 22 - 0xffff);
  let eocd = -1;
  for (let i = b.length - 22; i >= lowest; i--) {
    if (readU32(b, i) === EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) {
    return [];
  }
  const count = readU16(b, eocd + 10);
  let at = readU32(b, eocd + 16);
  const names: string[] = [];
  for (let n = 0; n < count && at + 46 <= b.length; n++) {
    if (readU32(b, at) !== CENTRAL) {
      break;
    }
    const nameLength = readU16(b, at + 28);
    const extraLength = readU16(b, at + 30);
    const commentLength = readU16(b, at + 32);
    names.push(Buffer.from(b.subarray(at + 46, at + 46 + nameLength)).toString('utf8'));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

/** Valid UTF-8 with no NUL and no control characters other than tab, line breaks and form feed. */
function isPlainText(b: Uint8Array): boolean {
  for (const byte of b) {
    if ((byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c) || byte === 0x7f) {
      return false;
    }
  }
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(b);
    return true;
  } catch {
    return false;
  }
}
