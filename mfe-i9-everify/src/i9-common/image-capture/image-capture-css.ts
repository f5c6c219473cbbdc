/** The capture component's layout: one column at 375 px, front and back side by side from 720 px. */
export const IMAGE_CAPTURE_CSS = `
.i9-capture { border: 1px dashed #93c5fd; border-radius: 6px; padding: 0.75rem; margin: 0.5rem 0 0.75rem; min-width: 0; }
.i9-capture__title { margin: 0 0 0.5rem; font-size: 0.9375rem; }
.i9-capture__sides { display: grid; grid-template-columns: minmax(0, 1fr); gap: 0.75rem; }
@media (min-width: 720px) { .i9-capture__sides { grid-template-columns: repeat(2, minmax(0, 1fr)); } }
.i9-capture__side { border: 1px solid #e5e7eb; border-radius: 6px; padding: 0.75rem; min-width: 0; }
.i9-capture__side[data-invalid='true'] { border-color: #b91c1c; }
.i9-capture__side h4 { margin: 0 0 0.5rem; font-size: 0.9375rem; }
.i9-capture__frame { display: flex; justify-content: center; align-items: center; background: #f9fafb; border-radius: 6px; min-height: 120px; margin-bottom: 0.5rem; overflow: hidden; }
.i9-capture__example { width: 100%; max-width: 240px; height: auto; }
.i9-capture__preview { max-width: 100%; max-height: 240px; object-fit: contain; }
.i9-capture__hint { margin: 0.25rem 0; font-size: 0.875rem; color: #4b5563; }
.i9-capture__pick { position: relative; box-sizing: border-box; display: inline-flex; align-items: center; justify-content: center; min-height: 44px; padding: 0.5rem 0.875rem;
  border: 1px solid #1d4ed8; border-radius: 6px; color: #1d4ed8; background: #fff; font-weight: 600; cursor: pointer; }
.i9-capture__pick input { position: absolute; inset: 0; opacity: 0; width: 100%; cursor: pointer; }
.i9-capture__pick:focus-within { outline: 3px solid #93c5fd; outline-offset: 2px; }
.i9-capture__video { width: 100%; max-height: 320px; background: #111827; border-radius: 6px; }
.i9-capture__webcam { margin: 0.5rem 0; }
.i9-capture__handoff { border-top: 1px solid #e5e7eb; margin-top: 0.75rem; padding-top: 0.75rem; }
.i9-capture__code { font: 700 1.75rem/1.2 ui-monospace, monospace; letter-spacing: 0.25em; margin: 0.25rem 0; }
.i9-capture__qr { width: 168px; height: 168px; background: #fff; }
.i9-capture__link { overflow-wrap: anywhere; font-size: 0.875rem; }
@media (max-width: 600px) { .i9-capture__side .i9-actions > * { flex: 1 1 100%; } }
`;
