/** This remote's own layout rules (tables, search suggestions); the design system's CSS comes from <ThemeStyles/>. */
export const ACCOUNT_ADMIN_CSS = `
.aa-toolbar { display: flex; flex-wrap: wrap; align-items: flex-end; justify-content: space-between; gap: 1rem; margin-bottom: 1rem; }
.aa-search { position: relative; display: flex; flex-wrap: wrap; align-items: flex-end; gap: 0.5rem; flex: 1 1 20rem; }
.aa-search .at-field { flex: 1 1 16rem; margin-bottom: 0; }
.aa-suggestions { position: absolute; top: 100%; left: 0; right: 0; z-index: 10; list-style: none; margin: 0; padding: 0;
  background: #fff; border: 1px solid #9ca3af; border-radius: 6px; box-shadow: 0 4px 12px rgba(0,0,0,0.15); }
.aa-suggestions button { width: 100%; min-height: 44px; text-align: left; padding: 0.5rem 0.75rem; background: none; border: 0; font: inherit; cursor: pointer; }
.aa-suggestions button:hover, .aa-suggestions button:focus { background: #eff6ff; }
.aa-export { display: flex; flex-direction: column; gap: 0.5rem; min-width: 12rem; }
/* position: relative keeps absolutely positioned cell content (visually hidden labels) inside the scroll box at 375 px. */
.aa-table-wrap { position: relative; overflow-x: auto; margin-top: 1rem; }
.aa-table { width: 100%; border-collapse: collapse; background: #fff; }
.aa-table th, .aa-table td { text-align: left; padding: 0.5rem 0.75rem; border-bottom: 1px solid #e5e7eb; }
.aa-pagination { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 0.75rem; margin-top: 1rem; }
.aa-muted { color: #4b5563; }
.aa-error { color: #b91c1c; font-weight: 600; }
.aa-ok { color: #15803d; font-weight: 600; }
.aa-actions { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; }
.aa-inline-form { display: flex; flex-wrap: wrap; align-items: flex-end; gap: 0 0.75rem; }
.aa-inline-form .at-field { flex: 1 1 12rem; min-width: 0; }
.aa-inline-form > .at-button { margin-bottom: 1rem; }
.aa-panel { border: 1px solid #e5e7eb; border-radius: 6px; padding: 1rem; margin: 1rem 0; min-width: 0; }
.aa-panel > h3 { margin: 0 0 0.75rem; font-size: 1rem; }
.aa-form-grid { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 14rem), 1fr)); gap: 0 1rem; }
.aa-textarea { width: 100%; box-sizing: border-box; min-height: 8rem; padding: 0.5rem 0.75rem; font: inherit; border: 1px solid #9ca3af; border-radius: 6px; }
.aa-badge { display: inline-block; padding: 0.125rem 0.5rem; border-radius: 999px; font-size: 0.8125rem; font-weight: 600; white-space: nowrap; }
.aa-badge--active { background: #dcfce7; color: #166534; }
.aa-badge--invited { background: #dbeafe; color: #1e40af; }
.aa-badge--deactivated { background: #e5e7eb; color: #374151; }
.aa-badge--system { background: #fef3c7; color: #92400e; }
.aa-break { overflow-wrap: anywhere; }
/* An email cell (EmailText) wraps after '@' and dots; break-word, unlike anywhere, does not let the table squeeze it to a few letters a line. */
.aa-table td.aa-email { overflow-wrap: break-word; }
/* A status badge in a table keeps its words on one line (the column gives way elsewhere). */
.aa-table .at-badge { white-space: nowrap; }
.aa-list { list-style: none; margin: 0; padding: 0; }
.aa-list > li { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 0.5rem; padding: 0.5rem 0; border-bottom: 1px solid #e5e7eb; }
.aa-split { display: grid; grid-template-columns: minmax(0, 1fr); gap: 1rem; }
.aa-split > * { min-width: 0; }
@media (min-width: 768px) { .aa-split { grid-template-columns: minmax(12rem, 16rem) minmax(0, 1fr); } }
.aa-role-head { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem 1rem; margin-bottom: 0.75rem; }
.aa-role-head h3 { margin: 0; font-size: 1.125rem; }
.aa-role-list > li { border: none; padding: 0; }
.aa-role-list button { width: 100%; min-height: 44px; text-align: left; padding: 0.5rem 0.75rem; border: 1px solid #e5e7eb; border-radius: 6px;
  background: #fff; font: inherit; cursor: pointer; display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; margin-bottom: 0.25rem; }
.aa-role-list button[aria-current='true'] { border-color: #1d4ed8; background: #eff6ff; }
.aa-perm-group { border: 1px solid #e5e7eb; border-radius: 6px; padding: 0.5rem 1rem; margin: 0 0 0.75rem; min-width: 0; }
.aa-perm-group legend { font-weight: 600; padding: 0 0.25rem; }
.aa-check { display: flex; align-items: center; gap: 0.5rem; min-height: 44px; }
.aa-check input { width: 1.25rem; height: 1.25rem; flex: none; }
.aa-changes { margin: 0; padding: 0; list-style: none; }
.aa-changes li { overflow-wrap: anywhere; }
.aa-filters { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 12rem), 1fr)); gap: 0 1rem; align-items: end; margin-bottom: 0.5rem; }
.aa-filters .at-field { min-width: 0; }
.aa-filters__actions { margin-bottom: 1rem; }
.aa-saved { display: flex; flex-wrap: wrap; align-items: flex-end; gap: 0 0.75rem; flex: 1 1 20rem; min-width: 0; }
.aa-saved > .at-field { flex: 1 1 12rem; min-width: 0; }
.aa-saved > .at-button { margin-bottom: 1rem; }
.aa-chips { display: flex; flex-wrap: wrap; gap: 0.5rem; margin: 0.5rem 0 1rem; }
.aa-chip { min-height: 44px; padding: 0.25rem 0.75rem; border: 1px solid #9ca3af; border-radius: 999px; background: #fff; font: inherit; cursor: pointer; }
.aa-chip[aria-pressed='true'] { border-color: #1d4ed8; background: #eff6ff; color: #1e3a8a; font-weight: 600; }
.aa-chip__count { display: inline-block; min-width: 1.5rem; margin-left: 0.25rem; padding: 0 0.375rem; border-radius: 999px; background: #e5e7eb; color: #111827; text-align: center; }
.aa-sort { background: none; border: 0; padding: 0; font: inherit; font-weight: 600; cursor: pointer; min-height: 44px; text-align: left; }
@media (max-width: 600px) {
  /* Stacked cards: each row a card, each cell labelled by its column (data-label). */
  .aa-stack thead { display: none; }
  .aa-stack tr { display: block; border: 1px solid #e5e7eb; border-radius: 6px; margin-bottom: 0.5rem; }
  .aa-stack td { display: block; border: none; padding: 0.25rem 0.75rem; overflow-wrap: anywhere; }
  .aa-stack td[data-label]::before { content: attr(data-label) ': '; font-weight: 600; }
  .aa-actions .at-button { flex: 1 1 auto; }
}
`;
