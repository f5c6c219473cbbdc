import { useInsertionEffect } from 'react';

const STYLE_ID = 'attest-applicant-detail';

/** Fits 375 px: one column on a phone, two on wider screens; nothing wider than its column. */
const CSS = `
.ad-page { display: grid; gap: 1rem; min-width: 0; }
.ad-page > * { min-width: 0; }
.ad-header { display: flex; flex-wrap: wrap; gap: .5rem; align-items: center; justify-content: space-between; }
.ad-header h1 { margin: 0; font-size: 1.5rem; overflow-wrap: anywhere; }
.ad-actions { display: flex; flex-wrap: wrap; gap: .5rem; }
.ad-grid { display: grid; grid-template-columns: 1fr; gap: .5rem 1rem; }
@media (min-width: 720px) { .ad-grid { grid-template-columns: 1fr 1fr; } .ad-columns { display: grid; grid-template-columns: 1fr 1fr; gap: 1rem; align-items: start; } }
.ad-columns > * { min-width: 0; }
.ad-list { list-style: none; margin: 0; padding: 0; display: grid; gap: .5rem; }
.ad-row { display: flex; flex-wrap: wrap; gap: .5rem; justify-content: space-between; align-items: center; overflow-wrap: anywhere; }
.ad-row__actions { display: flex; flex-wrap: wrap; gap: .5rem; }
.ad-note { border-top: 1px solid var(--at-color-border, #ddd); padding-top: .5rem; }
.ad-note__body { white-space: pre-wrap; overflow-wrap: anywhere; margin: .25rem 0; }
.ad-facts { display: grid; grid-template-columns: minmax(0, 10rem) minmax(0, 1fr); gap: .25rem 1rem; margin: 0; }
.ad-facts dd { margin: 0; overflow-wrap: anywhere; }
.ad-debug pre { white-space: pre-wrap; overflow-wrap: anywhere; font-size: .8rem; }
.ad-viewer { margin: 1rem 0 0; border: 1px solid var(--at-color-border, #ddd); padding: .5rem; }
.ad-viewer__bar { display: flex; justify-content: space-between; align-items: center; gap: .5rem; margin-bottom: .5rem; }
.ad-viewer__image { max-width: 100%; height: auto; display: block; }
.ad-viewer__pdf { width: 100%; height: 70vh; border: 0; }
.ad-duplicates ul { margin-top: .25rem; }
@media (min-width: 1000px) { .ad-columns--three { grid-template-columns: repeat(3, minmax(0, 1fr)); } }
.ad-background h3 { font-size: 1rem; margin: 0 0 .5rem; }
.ad-break { overflow-wrap: anywhere; }
.ad-custom-fields { margin: .25rem 0 0; }
.ad-custom-fields > div { display: flex; flex-wrap: wrap; gap: 0 .5rem; }
.ad-custom-fields dt { font-weight: 600; }
.ad-custom-fields dt::after { content: ":"; }
.ad-custom-fields dd { margin: 0; overflow-wrap: anywhere; }
`;

export function ApplicantDetailStyles() {
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
