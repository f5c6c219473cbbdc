/** Layout of the template pages (the design system's CSS comes from <ThemeStyles/>); nothing wider than a 375 px screen. */
export const TEMPLATES_CSS = `
.ta-toolbar { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 0.75rem; margin: 0.5rem 0 1rem; }
.ta-filters { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 11rem), 1fr)); gap: 0 1rem; align-items: end; }
.ta-filters .at-field { min-width: 0; }
.ta-alert { border: 1px solid #f59e0b; background: #fffbeb; color: #78350f; border-radius: 6px; padding: 0.75rem 1rem; margin: 0.5rem 0 1rem;
  display: flex; flex-wrap: wrap; gap: 0.5rem 1rem; align-items: center; justify-content: space-between; }
.ta-table-wrap { position: relative; overflow-x: auto; max-width: 100%; }
.ta-table { width: 100%; border-collapse: collapse; background: #fff; }
.ta-table th, .ta-table td { text-align: left; padding: 0.5rem 0.75rem; border-bottom: 1px solid #e5e7eb; vertical-align: top; }
.ta-table td { overflow-wrap: break-word; }
/* A badge keeps its word whole (the reason under it wraps). */
.ta-table .at-badge { white-space: nowrap; overflow-wrap: normal; }
.ta-reason { display: block; font-size: 0.8125rem; color: #4b5563; margin-top: 0.25rem; }
.ta-tags { display: flex; flex-wrap: wrap; gap: 0.25rem; }
.ta-tag { display: inline-flex; align-items: center; gap: 0.25rem; padding: 0.125rem 0.5rem; border-radius: 999px; background: #eef2ff; color: #3730a3; font-size: 0.8125rem; }
.ta-tag button { border: 0; background: none; cursor: pointer; font: inherit; min-width: 24px; min-height: 24px; color: inherit; }
.ta-pagination { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 0.75rem; margin-top: 1rem; }
.ta-tabs { display: flex; flex-wrap: wrap; gap: 0.25rem; border-bottom: 1px solid #e5e7eb; margin-bottom: 1rem; }
.ta-tabs button { min-height: 44px; padding: 0.5rem 1rem; border: 0; border-bottom: 3px solid transparent; background: none; font: inherit; cursor: pointer; }
.ta-tabs button[aria-selected='true'] { border-bottom-color: #1d4ed8; font-weight: 600; }
.ta-grid { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 16rem), 1fr)); gap: 0 1.25rem; }
.ta-grid > * { min-width: 0; }
.ta-check { display: flex; align-items: flex-start; gap: 0.5rem; min-height: 44px; margin-bottom: 0.75rem; }
.ta-check input { width: 1.25rem; height: 1.25rem; flex: none; margin-top: 0.125rem; }
.ta-check small, .ta-help { display: block; color: #4b5563; font-size: 0.8125rem; }
.ta-textarea { width: 100%; box-sizing: border-box; min-height: 5rem; padding: 0.5rem 0.75rem; font: inherit; border: 1px solid #9ca3af; border-radius: 6px; }
.ta-fieldset { border: 1px solid #e5e7eb; border-radius: 6px; padding: 0.75rem 1rem; margin: 0 0 1rem; min-width: 0; }
.ta-fieldset legend { font-weight: 600; padding: 0 0.25rem; }
.ta-error { color: #b91c1c; font-weight: 600; }
.ta-actions { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; margin-top: 0.5rem; }
.ta-inline { display: flex; flex-wrap: wrap; gap: 0 0.75rem; align-items: flex-end; }
.ta-inline .at-field { flex: 1 1 12rem; min-width: 0; }
.ta-inline > .at-button { margin-bottom: 1rem; }
.ta-history { list-style: none; margin: 0; padding: 0; }
.ta-history > li { padding: 0.5rem 0; border-bottom: 1px solid #e5e7eb; overflow-wrap: anywhere; }
.ta-history ul { margin: 0.25rem 0 0; padding-left: 1.25rem; }
.ta-code { font-family: ui-monospace, monospace; font-size: 0.875rem; overflow-wrap: anywhere; }
@media (max-width: 600px) {
  .ta-stack thead { display: none; }
  .ta-stack tr { display: block; border: 1px solid #e5e7eb; border-radius: 6px; margin-bottom: 0.5rem; }
  .ta-stack td { display: block; border: none; padding: 0.25rem 0.75rem; }
  .ta-stack td[data-label]::before { content: attr(data-label) ': '; font-weight: 600; }
}
`;
