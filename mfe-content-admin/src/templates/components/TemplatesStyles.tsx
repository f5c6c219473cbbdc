import { useInsertionEffect } from 'react';
import { TEMPLATES_CSS } from './templates-css';

const STYLE_ID = 'attest-content-templates';

/** Injects the template pages' CSS once (no style-loader in the build). */
export function TemplatesStyles() {
  useInsertionEffect(() => {
    if (document.getElementById(STYLE_ID)) {
      return;
    }
    const style = document.createElement('style');
    style.id = STYLE_ID;
    style.textContent = TEMPLATES_CSS;
    document.head.appendChild(style);
  }, []);
  return null;
}
