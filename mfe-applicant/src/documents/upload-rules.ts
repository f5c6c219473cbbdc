import { UPLOAD_EXTENSIONS, UPLOAD_MAX_BYTES } from '@attest/contracts';
import type { useT } from '@attest/shared-ui';

type T = ReturnType<typeof useT>['t'];

/** The client-side check before sending (spec §5 "Uploads"): the server checks again, by content too. */
export function uploadRefusal(file: File): 'upload_type_not_accepted' | 'upload_too_large' | null {
  const name = file.name.toLowerCase();
  if (!UPLOAD_EXTENSIONS.some((ext) => name.endsWith(ext))) {
    return 'upload_type_not_accepted';
  }
  return file.size > UPLOAD_MAX_BYTES ? 'upload_too_large' : null;
}

/** The text of an upload error key (ours or the server's messageKey), with English fallbacks. */
export function uploadErrorText(t: T, key: string): string {
  const types = UPLOAD_EXTENSIONS.join(', ');
  switch (key) {
    case 'upload_type_not_accepted':
      return t('upload_type_not_accepted', 'This file type is not accepted. Use one of: {{types}}.', { types });
    case 'upload_content_mismatch':
      return t('upload_content_mismatch', 'The file content does not match its type.');
    case 'upload_too_large':
      return t('upload_too_large', 'The file is too large (30 MB at most).');
    case 'uploads_disabled':
      return t('uploads_disabled', 'Uploads are turned off. Please contact your recruiter.');
    default:
      return t('upload_failed', 'The file could not be uploaded. Please try again.');
  }
}
