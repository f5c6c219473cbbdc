import { useInsertionEffect } from 'react';
import { BULK_UPLOAD_CSS } from './bulk-upload-css';

const STYLE_ID = 'attest-bulk-upload';

/** Injects the page's CSS once (no style-loader in the build). */
export function BulkUploadStyles() {
  useInsertionEffect(() => {
    if (document.getElementById(STYLE_ID)) {
      return;
    }
    const style = document.createElement('style');
    style.id = STYLE_ID;
    style.textContent = BULK_UPLOAD_CSS;
    document.head.appendChild(style);
  }, []);
  return null;
}
