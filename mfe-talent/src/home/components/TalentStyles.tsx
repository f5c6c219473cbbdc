import { useInsertionEffect } from 'react';
import { TALENT_CSS } from '../talent-css';

const STYLE_ID = 'attest-talent';

/** Injects this remote's CSS once (no style-loader in the build). */
export function TalentStyles() {
  useInsertionEffect(() => {
    if (document.getElementById(STYLE_ID)) {
      return;
    }
    const style = document.createElement('style');
    style.id = STYLE_ID;
    style.textContent = TALENT_CSS;
    document.head.appendChild(style);
  }, []);
  return null;
}
