import { useInsertionEffect } from 'react';

const STYLE_ID = 'attest-everify-cases';

/** The E-Verify screens' few rules of their own (the I-9 remote's i9-* classes do the rest). */
export const EVERIFY_CSS = `
.everify-photo { display: block; max-width: min(100%, 16rem); height: auto; border: 1px solid #d1d5db; border-radius: 6px; margin: 0.5rem 0 1rem; }
.everify-files { list-style: none; margin: 0 0 1rem; padding: 0; }
.everify-files li { padding: 0.5rem 0; border-bottom: 1px solid #e5e7eb; overflow-wrap: anywhere; }
.everify-file-input { position: absolute; width: 1px; height: 1px; opacity: 0; }
.everify-page-head { display: flex; flex-wrap: wrap; justify-content: space-between; gap: 0.5rem; }
`;

export function EverifyStyles() {
  useInsertionEffect(() => {
    if (document.getElementById(STYLE_ID)) {
      return;
    }
    const style = document.createElement('style');
    style.id = STYLE_ID;
    style.textContent = EVERIFY_CSS;
    document.head.appendChild(style);
  }, []);
  return null;
}
