import { I9_IMAGE_EXTENSIONS } from '@attest/contracts';
import { badRequest, checkUpload, type UploadErrorKey } from '@attest/platform';

/** The part of an upload the check needs (platform's UploadedFile, or what a caller of store() has). */
export interface ImageFile {
  fileName: string;
  bytes: Buffer;
  /** The reader stopped at the limit: the file is over it. */
  truncated?: boolean;
}

export interface CheckedImage {
  bytes: Buffer;
  mime: string;
  extension: string;
  size: number;
}

const KEYS: Record<UploadErrorKey, string> = {
  upload_type_not_accepted: 'i9_image_type_not_accepted',
  upload_content_mismatch: 'i9_image_content_mismatch',
  upload_too_large: 'i9_image_too_large',
  upload_empty: 'i9_image_empty',
};

export const megabytes = (mb: number): number => mb * 1024 * 1024;

/**
 * An image of a document: one of the accepted extensions, no larger than the customer's maximum, and bytes
 * that are what the extension says (platform's content check: a PDF or an executable named .jpg is refused).
 * 400 with an i9_image_* key otherwise.
 */
export function checkImage(file: ImageFile | undefined, maxMb: number): CheckedImage {
  if (!file) {
    throw badRequest('i9_image_file_required', { fields: { file: 'i9_image_file_required' } });
  }
  const checked = checkUpload({ fileName: file.fileName, bytes: file.bytes, accepted: I9_IMAGE_EXTENSIONS, maxBytes: megabytes(maxMb), truncated: file.truncated });
  if (!checked.ok) {
    const key = KEYS[checked.key];
    throw badRequest(key, { fields: { file: key }, max_mb: maxMb, types: I9_IMAGE_EXTENSIONS.join(' ') });
  }
  return { bytes: checked.bytes, mime: checked.mime, extension: checked.extension, size: checked.size };
}
