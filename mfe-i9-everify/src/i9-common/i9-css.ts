/** This remote's own layout rules; the design system's CSS (at-*) comes from <ThemeStyles/>. */
export const I9_CSS = `
.i9-title { font-size: 1.5rem; margin: 0 0 1rem; }
.i9-page { display: flex; flex-direction: column; gap: 1rem; min-width: 0; }
.i9-page .at-card { min-width: 0; }
.i9-muted { color: #4b5563; }
.i9-error { color: #b91c1c; font-weight: 600; }
.i9-ok { color: #15803d; font-weight: 600; }
.i9-note { border-left: 4px solid #1d4ed8; background: #eff6ff; padding: 0.75rem 1rem; margin: 0 0 1rem; }
.i9-warn { border-left: 4px solid #b45309; background: #fffbeb; padding: 0.75rem 1rem; margin: 0 0 1rem; }
.i9-actions { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; }
.i9-choice { display: flex; align-items: flex-start; gap: 0.5rem; min-height: 44px; padding: 0.25rem 0; }
.i9-choice input { width: 1.25rem; height: 1.25rem; flex: none; margin-top: 0.125rem; }
.i9-group { border: 0; margin: 0 0 1rem; padding: 0; min-width: 0; }
.i9-group > legend { font-weight: 600; margin-bottom: 0.5rem; }
.i9-subgrid { margin: 0.5rem 0 0 1.75rem; min-width: 0; }
.i9-row { border: 1px solid #e5e7eb; border-radius: 6px; padding: 0.75rem 1rem; margin-bottom: 0.75rem; min-width: 0; }
.i9-row__head { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 0.5rem; }
.i9-row__title { margin: 0; font-size: 1rem; }
.i9-values { display: grid; grid-template-columns: minmax(0, 1fr); gap: 0.25rem 1rem; margin: 0; }
.i9-values > div { display: grid; grid-template-columns: minmax(0, 1fr); padding: 0.375rem 0; border-bottom: 1px solid #e5e7eb; }
.i9-values dt { font-weight: 600; color: #374151; }
.i9-values dd { margin: 0; overflow-wrap: anywhere; }
@media (min-width: 600px) { .i9-values > div { grid-template-columns: minmax(10rem, 16rem) minmax(0, 1fr); gap: 1rem; } }
.i9-statement { font-size: 0.9375rem; line-height: 1.5; }
.i9-masked { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; }
.i9-masked output { font-family: ui-monospace, monospace; }
.i9-cards { display: grid; grid-template-columns: repeat(auto-fill, minmax(min(100%, 9rem), 1fr)); gap: 0.75rem; margin-bottom: 1rem; }
.i9-count { display: flex; flex-direction: column-reverse; justify-content: flex-end; align-items: flex-start; gap: 0.25rem; min-height: 44px; padding: 0.75rem; text-align: left;
  border: 1px solid #d1d5db; border-radius: 8px; background: #fff; font: inherit; cursor: pointer; }
.i9-count[aria-pressed='true'] { border-color: #1d4ed8; background: #eff6ff; box-shadow: inset 0 0 0 1px #1d4ed8; }
.i9-count__value { font-size: 1.5rem; font-weight: 700; }
.i9-count__label { font-size: 0.875rem; color: #374151; }
.i9-count--alert .i9-count__value { color: #b91c1c; }
.i9-toolbar { display: flex; flex-wrap: wrap; align-items: flex-end; gap: 0.75rem; margin-bottom: 0.5rem; }
.i9-toolbar .at-field { flex: 1 1 14rem; margin-bottom: 0; }
.i9-table-wrap { position: relative; overflow-x: auto; margin-top: 0.5rem; }
.i9-table { width: 100%; border-collapse: collapse; background: #fff; }
.i9-table th, .i9-table td { text-align: left; padding: 0.5rem 0.75rem; border-bottom: 1px solid #e5e7eb; vertical-align: top; }
.i9-table tbody tr.i9-clickable { cursor: pointer; }
.i9-table tbody tr.i9-clickable:hover { background: #f9fafb; }
.i9-badge { display: inline-block; padding: 0.125rem 0.5rem; border-radius: 999px; font-size: 0.8125rem; font-weight: 600; white-space: nowrap; margin: 0 0.25rem 0.25rem 0; }
.i9-badge--ok { background: #dcfce7; color: #166534; }
.i9-badge--info { background: #dbeafe; color: #1e40af; }
.i9-badge--warn { background: #fef3c7; color: #92400e; }
.i9-badge--alert { background: #fee2e2; color: #991b1b; }
.i9-badge--muted { background: #e5e7eb; color: #374151; }
/* A long label ("Employee to contact the agency within 8 working days") wraps inside the badge on a phone instead of running past it. */
.at-badge.i9-badge { white-space: normal; max-width: 100%; }
.i9-pagination { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 0.75rem; margin-top: 1rem; }
@media (max-width: 600px) {
  .i9-stack thead { display: none; }
  .i9-stack tr { display: block; border: 1px solid #e5e7eb; border-radius: 6px; margin-bottom: 0.5rem; }
  .i9-stack td { display: block; border: none; padding: 0.25rem 0.75rem; overflow-wrap: anywhere; }
  .i9-stack td[data-label]::before { content: attr(data-label) ': '; font-weight: 600; }
  .i9-actions .at-button { flex: 1 1 auto; }
}
`;
