import { I9_IMAGE_EXTENSIONS } from '@attest/contracts';

/** The same checks the server makes first (type by name, size), so a wrong file is refused before it is sent. */
export function imageFileRefusal(file: File, maxMb: number): 'i9_image_type_not_accepted' | 'i9_image_too_large' | 'i9_image_empty' | null {
  const dot = file.name.lastIndexOf('.');
  const extension = dot >= 0 ? file.name.slice(dot).toLowerCase() : '';
  if (!(I9_IMAGE_EXTENSIONS as readonly string[]).includes(extension)) {
    return 'i9_image_type_not_accepted';
  }
  if (file.size > maxMb * 1024 * 1024) {
    return 'i9_image_too_large';
  }
  return file.size === 0 ? 'i9_image_empty' : null;
}

/** A local preview of a chosen file (none where the browser cannot make one). */
export function previewUrl(file: Blob): string | null {
  return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
}

export function releasePreview(url: string | null): void {
  if (url && url.startsWith('blob:') && typeof URL.revokeObjectURL === 'function') {
    URL.revokeObjectURL(url);
  }
}
