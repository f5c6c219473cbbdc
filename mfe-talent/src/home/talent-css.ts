/** This remote's own layout rules (filters, result cards, the results map); the design system's CSS comes from <ThemeStyles/>. */
export const TALENT_CSS = `
.tp-filters { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 12rem), 1fr)); column-gap: 1rem; }
.tp-filters .at-field { min-width: 0; }
.tp-filters .at-field__input { flex: 1 1 auto; width: 100%; box-sizing: border-box; }
.tp-actions { display: flex; flex-wrap: wrap; gap: 0.75rem; align-items: center; margin-bottom: 1rem; }
.tp-results { list-style: none; margin: 0; padding: 0; display: grid; gap: 0.75rem; }
.tp-job { border: 1px solid var(--at-color-border); border-radius: var(--at-radius); padding: 0.75rem 1rem; min-width: 0; overflow-wrap: anywhere; }
.tp-job__title { margin: 0 0 0.25rem; font-size: 1.0625rem; display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; }
.tp-job__meta { display: flex; flex-wrap: wrap; gap: 0.25rem 1rem; color: var(--at-color-muted); margin: 0 0 0.25rem; }
.tp-job__brief { margin: 0.25rem 0; }
.tp-job .tp-actions { margin: 0.5rem 0 0; }
.tp-map { width: 100%; max-width: 40rem; height: auto; display: block; border: 1px solid var(--at-color-border); border-radius: var(--at-radius); background: #f8fafc; }
.tp-map a:focus-visible circle { stroke: var(--at-color-primary); stroke-width: 4; }
.tp-map__legend { color: var(--at-color-muted); font-size: 0.875rem; margin: 0.25rem 0 1rem; }
.tp-fields { display: grid; grid-template-columns: minmax(8rem, max-content) 1fr; gap: 0.25rem 1rem; margin: 0 0 1rem; }
.tp-fields dt { font-weight: 600; }
.tp-fields dd { margin: 0; min-width: 0; overflow-wrap: anywhere; white-space: pre-line; }
.tp-alerts { list-style: none; margin: 0; padding: 0; display: grid; gap: 0.5rem; }
.tp-alert { display: flex; flex-wrap: wrap; gap: 0.5rem 1rem; align-items: center; justify-content: space-between; border: 1px solid var(--at-color-border);
  border-radius: var(--at-radius); padding: 0.5rem 0.75rem; }
.tp-alert--unread { border-left: 4px solid var(--at-color-primary); font-weight: 600; }
.tp-alert__text { flex: 1 1 16rem; min-width: 0; overflow-wrap: anywhere; }
.tp-nav-badge { display: inline-flex; align-items: center; justify-content: center; min-width: 1.25rem; height: 1.25rem; padding: 0 0.375rem;
  border-radius: var(--at-radius-pill); background: var(--at-color-danger); color: #fff; font-size: var(--at-text-xs); font-weight: 700; margin-left: 0.25rem; }
.at-entity-table td[data-label] { overflow-wrap: anywhere; }
@media (max-width: 600px) {
  .tp-fields { grid-template-columns: 1fr; }
  .tp-fields dd { margin-bottom: 0.5rem; }
  .tp-stack td[data-label]::before { content: attr(data-label) ': '; font-weight: 600; }
}
`;
