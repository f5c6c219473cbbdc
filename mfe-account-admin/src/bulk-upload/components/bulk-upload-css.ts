/** The bulk upload page's layout rules (the design system's CSS comes from <ThemeStyles/>). */
export const BULK_UPLOAD_CSS = `
.bu-mapping { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 12rem), 1fr)); gap: 0 1rem; }
.bu-toolbar { display: flex; flex-wrap: wrap; gap: 0.5rem 1rem; align-items: center; margin: 1rem 0; }
.bu-table td { vertical-align: top; }
@media (min-width: 601px) {
  .bu-table th, .bu-table td { padding: 0.375rem 0.5rem; font-size: 0.875rem; }
  .bu-table td[data-label] .aa-actions { flex-wrap: nowrap; }
}
.bu-cell-error { display: block; color: #b91c1c; font-size: 0.8125rem; font-weight: 600; }
.bu-row--invalid { background: #fef2f2; }
.bu-row--passed { background: #f0fdf4; }
.bu-editor { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 11rem), 1fr)); gap: 0 0.75rem; }
.bu-pages { display: flex; flex-wrap: wrap; gap: 0.25rem; align-items: center; }
.bu-pages button[aria-current='page'] { font-weight: 700; text-decoration: underline; }
.bu-file input[type='file'] { max-width: 100%; }
`;
