import { useInsertionEffect } from 'react';

const STYLE_ID = 'attest-credential-admin';

/** The credential admin pages' forms and automation grid; nothing wider than the page at 375 px. */
const CSS = `
.ca-form { display: grid; gap: .25rem; max-width: 40rem; margin: 1rem 0; padding: .75rem; border: 1px solid #e5e7eb; border-radius: 6px; min-width: 0; }
.ca-form__actions { display: flex; flex-wrap: wrap; gap: .5rem; margin-top: .5rem; }
.ca-pager { display: flex; flex-wrap: wrap; gap: .5rem; align-items: center; }
.ca-labels { margin: 0; padding-left: 1.25rem; }
.ca-matrix td .aa-check { min-height: 32px; }
.ca-section { margin-top: 1.5rem; min-width: 0; }
.ca-section h2, .ca-section h3 { font-size: 1.1rem; }
`;

export function CredentialAdminStyles() {
  useInsertionEffect(() => {
    if (document.getElementById(STYLE_ID)) {
      return;
    }
    const style = document.createElement('style');
    style.id = STYLE_ID;
    style.textContent = CSS;
    document.head.appendChild(style);
  }, []);
  return null;
}
