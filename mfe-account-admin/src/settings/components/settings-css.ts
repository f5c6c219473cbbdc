/** The settings page's own rules, beside the remote's (AccountAdminStyles); every row fits 375 px. */
export const SETTINGS_CSS = `
.st-filter { max-width: 28rem; margin-bottom: 0.5rem; }
.st-area { margin: 1.25rem 0 0; }
.st-area h3 { margin: 0 0 0.5rem; }
.st-list { list-style: none; margin: 0; padding: 0; }
.st-row { border-top: 1px solid #e5e7eb; padding: 0.75rem 0; min-width: 0; }
.st-head { display: flex; flex-wrap: wrap; align-items: center; gap: 0.25rem 0.75rem; }
.st-key { font-weight: 600; overflow-wrap: anywhere; min-width: 0; }
.st-desc { margin: 0.25rem 0; }
.st-facts { display: flex; flex-wrap: wrap; gap: 0.25rem 1.5rem; margin: 0.25rem 0; }
.st-facts div { display: flex; gap: 0.375rem; min-width: 0; }
.st-facts dt { color: #4b5563; }
.st-facts dd { margin: 0; overflow-wrap: anywhere; min-width: 0; }
.st-edit { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem; margin-top: 0.25rem; }
.st-input { min-width: 0; max-width: 100%; flex: 1 1 12rem; font: inherit; padding: 0.375rem 0.5rem; }
textarea.st-input { flex-basis: 100%; font-family: monospace; }
.st-result { margin: 0.25rem 0 0; min-height: 0; color: #166534; }
.st-result:empty { display: none; }
`;
