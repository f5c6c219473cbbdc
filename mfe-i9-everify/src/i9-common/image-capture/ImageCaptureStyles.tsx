import { useInsertionEffect } from 'react';
import { IMAGE_CAPTURE_CSS } from './image-capture-css';

const STYLE_ID = 'attest-i9-image-capture';

/** Injects the capture component's CSS once. */
export function ImageCaptureStyles() {
  useInsertionEffect(() => {
    if (document.getElementById(STYLE_ID)) {
      return;
    }
    const style = document.createElement('style');
    style.id = STYLE_ID;
    style.textContent = IMAGE_CAPTURE_CSS;
    document.head.appendChild(style);
  }, []);
  return null;
}
