import type { DetectedFileType } from './detect-file-type';

/**
 * A photo of an identity document taken on a phone carries where and when it was taken, the device and
 * often a thumbnail (EXIF, XMP, IPTC, comments). None of it belongs in an employee file, so it is removed
 * before the image is stored. The orientation is the one piece a viewer needs (phones store the picture
 * sideways and say so): it is kept, alone, in a minimal EXIF block. Pixels are never re-encoded.
 *
 * Answers the cleaned bytes, the same bytes for kinds without such metadata (GIF, BMP, PDF...), or null
 * when a JPEG or PNG is malformed (its segments cannot be walked, so it cannot be cleaned).
 */
export function stripImageMetadata(bytes: Buffer, type: DetectedFileType): Buffer | null {
  if (type === 'jpeg') {
    return stripJpeg(bytes);
  }
  if (type === 'png') {
    return stripPng(bytes);
  }
  return bytes;
}

const SOI = 0xd8;
const SOS = 0xda;
const EOI = 0xd9;
const APP0 = 0xe0;
const APP1 = 0xe1;
/** APP13 (Photoshop/IPTC) and COM (free-text comment). */
const DROPPED_MARKERS = new Set([0xed, 0xfe]);
const EXIF_HEADER = Buffer.from('Exif\0\0', 'latin1');

const standalone = (marker: number): boolean => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);

function stripJpeg(bytes: Buffer): Buffer | null {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== SOI) {
    return null;
  }
  const kept: Buffer[] = [bytes.subarray(0, 2)];
  let orientation: number | null = null;
  let afterApp0 = 1;
  let pos = 2;
  while (pos < bytes.length) {
    if (bytes[pos] !== 0xff) {
      return null;
    }
    let markerAt = pos + 1;
    while (markerAt < bytes.length && bytes[markerAt] === 0xff) {
      markerAt += 1;
    }
    const marker = bytes[markerAt];
    if (marker === undefined) {
      return null;
    }
    if (marker === EOI) {
      kept.push(bytes.subarray(pos, markerAt + 1));
      break;
    }
    if (standalone(marker)) {
      kept.push(bytes.subarray(pos, markerAt + 1));
      pos = markerAt + 1;
      continue;
    }
    if (markerAt + 3 > bytes.length) {
      return null;
    }
    const end = markerAt + 1 + bytes.readUInt16BE(markerAt + 1);
    if (end > bytes.length) {
      return null;
    }
    if (marker === SOS) {
      // The scan runs to the end of the file: entropy-coded data, restart markers and the EOI.
      kept.push(bytes.subarray(pos));
      break;
    }
    const payload = bytes.subarray(markerAt + 3, end);
    if (marker === APP1) {
      orientation ??= exifOrientation(payload);
    } else if (!DROPPED_MARKERS.has(marker)) {
      kept.push(bytes.subarray(pos, end));
      if (marker === APP0 && kept.length === 2) {
        afterApp0 = 2;
      }
    }
    pos = end;
  }
  if (orientation !== null && orientation !== 1) {
    // JFIF's APP0 stays first, as readers expect; the orientation-only EXIF block follows it.
    kept.splice(afterApp0, 0, orientationSegment(orientation));
  }
  return Buffer.concat(kept);
}

/** The Orientation tag (0x0112) of IFD0 in an APP1 EXIF payload, or null. */
function exifOrientation(payload: Buffer): number | null {
  if (payload.length < EXIF_HEADER.length + 8 || !payload.subarray(0, EXIF_HEADER.length).equals(EXIF_HEADER)) {
    return null;
  }
  const tiff = payload.subarray(EXIF_HEADER.length);
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd = u32(4);
  if (ifd + 2 > tiff.length) {
    return null;
  }
  const count = u16(ifd);
  for (let i = 0; i < count; i += 1) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > tiff.length) {
      return null;
    }
    if (u16(entry) === 0x0112) {
      const value = u16(entry + 8);
      return value >= 1 && value <= 8 ? value : null;
    }
  }
  return null;
}

/** APP1 with "Exif", a big-endian TIFF header and one IFD0 entry: Orientation, SHORT, 1 value. */
function orientationSegment(orientation: number): Buffer {
  const tiff = Buffer.alloc(26);
  tiff.write('MM', 0, 'latin1');
  tiff.writeUInt16BE(42, 2);
  tiff.writeUInt32BE(8, 4);
  tiff.writeUInt16BE(1, 8);
  tiff.writeUInt16BE(0x0112, 10);
  tiff.writeUInt16BE(3, 12);
  tiff.writeUInt32BE(1, 14);
  tiff.writeUInt16BE(orientation, 18);
  // bytes 20-21 pad the value; 22-25: no next IFD.
  const header = Buffer.from([0xff, APP1, 0, 0]);
  header.writeUInt16BE(2 + EXIF_HEADER.length + tiff.length, 2);
  return Buffer.concat([header, EXIF_HEADER, tiff]);
}

const PNG_SIGNATURE = 8;
/** Text, EXIF and time chunks; everything a decoder needs (IHDR, PLTE, IDAT, tRNS, gAMA, iCCP...) stays. */
const PNG_DROPPED = new Set(['eXIf', 'tEXt', 'zTXt', 'iTXt', 'tIME']);

function stripPng(bytes: Buffer): Buffer | null {
  const kept: Buffer[] = [bytes.subarray(0, PNG_SIGNATURE)];
  let pos = PNG_SIGNATURE;
  while (pos < bytes.length) {
    if (pos + 12 > bytes.length) {
      return null;
    }
    const end = pos + 12 + bytes.readUInt32BE(pos);
    if (end > bytes.length) {
      return null;
    }
    const type = bytes.toString('latin1', pos + 4, pos + 8);
    if (!PNG_DROPPED.has(type)) {
      kept.push(bytes.subarray(pos, end));
    }
    pos = end;
    if (type === 'IEND') {
      break;
    }
  }
  return Buffer.concat(kept);
}
