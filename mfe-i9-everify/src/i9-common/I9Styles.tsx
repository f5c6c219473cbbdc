import { useInsertionEffect } from 'react';
import { I9_CSS } from './i9-css';

const STYLE_ID = 'attest-i9-everify';

/** Injects this remote's CSS once (no style-loader in the build). */
export function I9Styles() {
  useInsertionEffect(() => {
    if (document.getElementById(STYLE_ID)) {
      return;
    }
    const style = document.createElement('style');
    style.id = STYLE_ID;
    style.textContent = I9_CSS;
    document.head.appendChild(style);
  }, []);
  return null;
}
