import * as path from 'path';
import { UPLOAD_EXTENSIONS, UPLOAD_MAX_BYTES } from '@attest/contracts';
import { detectFileType, MIME_BY_TYPE, type DetectedFileType } from './detect-file-type';
import { stripImageMetadata } from './strip-image-metadata';

export type UploadErrorKey = 'upload_type_not_accepted' | 'upload_content_mismatch' | 'upload_too_large' | 'upload_empty';

export type UploadCheck =
  | {
      ok: true;
      type: DetectedFileType;
      mime: string;
      extension: string;
      size: number;
      /** What to store: the upload without the metadata a photo carries (see stripImageMetadata). */
      bytes: Buffer;
    }
  | { ok: false; key: UploadErrorKey };

export interface CheckUploadInput {
  fileName: string;
  bytes: Uint8Array;
  /** Accepted extensions with the dot; the spec's document list by default. */
  accepted?: readonly string[];
  maxBytes?: number;
  /** The reader stopped keeping bytes at the limit (see collectUpload): the file is over it. */
  truncated?: boolean;
}

/** Which content each accepted extension must have. */
const CONTENT_BY_EXTENSION: Record<string, readonly DetectedFileType[]> = {
  '.pdf': ['pdf'],
  '.png': ['png'],
  '.jpg': ['jpeg'],
  '.jpeg': ['jpeg'],
  '.gif': ['gif'],
  '.bmp': ['bmp'],
  '.docx': ['docx'],
  '.doc': ['doc'],
  '.rtf': ['rtf'],
  '.txt': ['txt'],
};

/**
 * The extension must be accepted and the content must be what the extension says: an executable
 * renamed .pdf is refused. Checked in this order: type, size, empty, content. A JPEG or PNG is answered
 * without its metadata (location, device, comments); one whose structure cannot be walked is a mismatch.
 */
export function checkUpload(input: CheckUploadInput): UploadCheck {
  const accepted = (input.accepted ?? UPLOAD_EXTENSIONS).map((e) => e.toLowerCase());
  const maxBytes = input.maxBytes ?? UPLOAD_MAX_BYTES;
  const extension = path.extname(input.fileName ?? '').toLowerCase();
  if (!extension || !accepted.includes(extension)) {
    return { ok: false, key: 'upload_type_not_accepted' };
  }
  if (input.truncated || input.bytes.length > maxBytes) {
    return { ok: false, key: 'upload_too_large' };
  }
  if (input.bytes.length === 0) {
    return { ok: false, key: 'upload_empty' };
  }
  const type = detectFileType(input.bytes);
  if (!type || !(CONTENT_BY_EXTENSION[extension] ?? []).includes(type)) {
    return { ok: false, key: 'upload_content_mismatch' };
  }
  const bytes = stripImageMetadata(Buffer.from(input.bytes.buffer, input.bytes.byteOffset, input.bytes.byteLength), type);
  if (!bytes) {
    return { ok: false, key: 'upload_content_mismatch' };
  }
  return { ok: true, type, mime: MIME_BY_TYPE[type], extension, size: bytes.length, bytes };
}
