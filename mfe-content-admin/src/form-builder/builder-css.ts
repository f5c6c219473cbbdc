/** Layout of the form builder: palette + canvas, editor, preview side by side on wide screens, stacked below 1100 px; nothing wider than 375 px. */
export const BUILDER_CSS = `
.fb-page-wrap { max-width: 100%; overflow-x: hidden; }
.fb-toolbar { display: flex; flex-wrap: wrap; gap: 0.5rem 1rem; align-items: center; justify-content: space-between; margin: 0.5rem 0 1rem; }
.fb-toolbar h1 { font-size: 1.25rem; margin: 0; overflow-wrap: anywhere; }
.fb-status { color: #4b5563; font-size: 0.875rem; }
.fb-layout { display: grid; grid-template-columns: minmax(0, 1.2fr) minmax(0, 1fr) minmax(0, 1fr); gap: 1rem; align-items: start; }
@media (max-width: 1100px) { .fb-layout { grid-template-columns: minmax(0, 1fr); } }
.fb-col { min-width: 0; display: flex; flex-direction: column; gap: 1rem; }
.fb-palette-list { display: flex; flex-wrap: wrap; gap: 0.375rem; }
.fb-palette-list .at-button { padding: 0.25rem 0.5rem; min-height: 36px; font-size: 0.8125rem; }
.fb-palette h3, .fb-editor h3, .fb-rules h3, .fb-preview h3 { font-size: 1rem; margin: 0 0 0.5rem; }
.fb-canvas { display: flex; flex-direction: column; gap: 0.75rem; }
.fb-section { border: 1px solid #d1d5db; border-radius: 6px; padding: 0.5rem; background: #f9fafb; min-width: 0; }
.fb-section-title { width: 100%; box-sizing: border-box; font: inherit; font-weight: 600; border: 1px dashed transparent; background: none; padding: 0.25rem; }
.fb-section-title:focus { border-color: #6b7280; background: #fff; }
.fb-row { display: flex; flex-wrap: wrap; gap: 0.375rem; min-height: 2.5rem; }
.fb-gap { min-height: 0.5rem; border-radius: 4px; }
.fb-gap-end { min-height: 1.5rem; }
.fb-drop { outline: 2px dashed #2563eb; background: #eff6ff; }
.fb-chip { flex-basis: 8rem; min-width: 0; display: flex; flex-direction: column; border: 1px solid #cbd5e1; border-radius: 6px; background: #fff; }
.fb-chip.fb-selected { border-color: #2563eb; box-shadow: 0 0 0 2px #bfdbfe; }
.fb-chip-name { all: unset; cursor: pointer; display: flex; flex-direction: column; padding: 0.375rem 0.5rem; min-height: 44px; box-sizing: border-box; overflow-wrap: anywhere; }
.fb-chip-name:focus-visible { outline: 2px solid #2563eb; }
.fb-chip-type { font-size: 0.75rem; color: #6b7280; }
.fb-chip-moves { display: flex; flex-wrap: wrap; border-top: 1px solid #e5e7eb; }
.fb-chip-moves .at-button { min-width: 32px; min-height: 32px; padding: 0 0.25rem; }
.fb-empty, .fb-hint { color: #6b7280; font-size: 0.875rem; }
.fb-grid { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 10rem), 1fr)); gap: 0 0.75rem; align-items: end; }
.fb-inline { display: flex; gap: 0.5rem; align-items: center; min-height: 32px; }
.fb-editor, .fb-rules, .fb-pdf, .fb-preview, .fb-palette { background: #fff; border: 1px solid #e5e7eb; border-radius: 6px; padding: 0.75rem; min-width: 0; }
.fb-codes { border: 1px solid #e5e7eb; border-radius: 6px; margin: 0.5rem 0; padding: 0.5rem; min-width: 0; }
.fb-code { display: flex; flex-wrap: wrap; gap: 0.375rem; align-items: center; margin-bottom: 0.375rem; }
.fb-code input:not([type=checkbox]) { flex: 1 1 5rem; min-width: 0; padding: 0.375rem; font: inherit; }
.fb-rule { display: flex; flex-wrap: wrap; gap: 0.375rem; align-items: center; padding: 0.375rem 0; border-bottom: 1px solid #f3f4f6; }
.fb-rule select, .fb-rule input { max-width: 100%; min-height: 36px; font: inherit; }
.fb-error { color: #b91c1c; font-size: 0.875rem; }
.fb-tabs { display: flex; flex-wrap: wrap; gap: 0.25rem; border-bottom: 1px solid #e5e7eb; }
.fb-tabs button { min-height: 44px; padding: 0.5rem 0.75rem; border: 0; border-bottom: 3px solid transparent; background: none; font: inherit; cursor: pointer; }
.fb-tabs button[aria-selected=true] { border-bottom-color: #2563eb; font-weight: 600; }
.fb-page { position: relative; width: 100%; max-width: 100%; background: #fff; border: 1px solid #9ca3af; cursor: crosshair; overflow: hidden; user-select: none; }
.fb-page img { position: absolute; inset: 0; width: 100%; height: 100%; }
.fb-box { position: absolute; border: 1px solid #2563eb; background: rgba(37, 99, 235, 0.12); box-sizing: border-box; cursor: pointer; }
.fb-box-selected { border-width: 2px; background: rgba(37, 99, 235, 0.25); }
.fb-box-label { position: absolute; left: 2px; top: -1.1em; font-size: 0.6875rem; white-space: nowrap; color: #1e3a8a; }
.fb-handle { position: absolute; right: -7px; top: -7px; width: 14px; height: 14px; background: #2563eb; border-radius: 2px; cursor: nesw-resize; touch-action: none; }
.fb-preview { overflow-x: auto; }
.fb-preview-head { display: flex; flex-wrap: wrap; justify-content: space-between; gap: 0.5rem; }
.fb-modes { display: flex; flex-wrap: wrap; gap: 0.75rem; }
.fb-sr { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
`;
