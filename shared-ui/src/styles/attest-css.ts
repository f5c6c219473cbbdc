import { tokensCss } from './tokens';

/**
 * The design system's CSS as a string: the consumers' webpack has no style-loader, so
 * <ThemeStyles/> injects it as one <style> element. Class names are prefixed `at-`.
 * Mobile first: controls are at least 44px tall and full width below 600px. Values come from the design
 * tokens (tokens.ts) as `--at-*` custom properties.
 */
export const ATTEST_CSS = `
${tokensCss()}
.at-root, body { font-family: var(--at-font); color: var(--at-color-text); background: var(--at-color-page); margin: 0; }
.at-visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
/* Focus is always visible: links and custom controls get the same ring as buttons and inputs. */
a:focus-visible, [tabindex]:focus-visible, summary:focus-visible { outline: 2px solid var(--at-color-primary); outline-offset: 2px; border-radius: var(--at-radius-sm); }
a { color: var(--at-color-primary); }
.at-icon { flex: none; vertical-align: middle; }
.at-inline-link { display: inline-flex; align-items: center; gap: var(--at-space-2); min-height: var(--at-target); }

/* Status as a labelled badge (StatusBadge): a tone, an optional icon, always a word. */
.at-badge { display: inline-flex; align-items: center; gap: var(--at-space-1); padding: 0.125rem var(--at-space-2); border-radius: var(--at-radius-pill);
  font-size: var(--at-text-xs); font-weight: 600; line-height: 1.4; white-space: nowrap; max-width: 100%; overflow-wrap: anywhere; }
.at-badge--neutral { background: var(--at-tone-neutral-bg); color: var(--at-tone-neutral-fg); }
.at-badge--info { background: var(--at-tone-info-bg); color: var(--at-tone-info-fg); }
.at-badge--success { background: var(--at-tone-success-bg); color: var(--at-tone-success-fg); }
.at-badge--warning { background: var(--at-tone-warning-bg); color: var(--at-tone-warning-fg); }
.at-badge--danger { background: var(--at-tone-danger-bg); color: var(--at-tone-danger-fg); }
/* A table that is wider than a phone scrolls inside its own box, never the page. */
.at-table-scroll { overflow-x: auto; max-width: 100%; }

.at-button { display: inline-flex; align-items: center; justify-content: center; gap: 0.5rem; min-height: 44px;
  padding: 0.5rem 1.25rem; border-radius: var(--at-radius); border: 1px solid transparent; font: inherit; font-weight: 600; cursor: pointer; }
.at-button:focus-visible { outline: none; box-shadow: var(--at-focus); }
.at-button:disabled { opacity: 0.6; cursor: not-allowed; }
.at-button--primary { background: var(--at-color-primary); color: #fff; }
.at-button--primary:hover:not(:disabled) { background: var(--at-color-primary-dark); }
.at-button--secondary { background: var(--at-color-surface); color: var(--at-color-primary); border-color: var(--at-color-primary); }
.at-button--danger { background: var(--at-color-danger); color: #fff; }
.at-button--link { background: none; color: var(--at-color-primary); text-decoration: underline; padding: 0.25rem; min-height: auto; }

.at-field { display: flex; flex-direction: column; gap: 0.25rem; margin-bottom: 1rem; }
.at-field__label { font-weight: 600; }
.at-field__required { color: var(--at-color-danger); margin-left: 0.2rem; }
.at-field__row { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem; }
.at-field__input { flex: 1 1 16rem; min-width: 0; max-width: 100%; min-height: 44px; padding: 0.5rem 0.75rem; font: inherit; border: 1px solid var(--at-color-border);
  border-radius: var(--at-radius); background: var(--at-color-surface); }
.at-field__input:focus { outline: none; box-shadow: var(--at-focus); border-color: var(--at-color-primary); }
.at-field__input[aria-invalid='true'] { border-color: var(--at-color-danger); }
.at-field__error { color: var(--at-color-danger); font-size: 0.875rem; cursor: pointer; }
.at-field__hint { color: var(--at-color-muted); font-size: 0.875rem; }

.at-modal__backdrop { position: fixed; inset: 0; background: rgba(17, 24, 39, 0.55); display: flex; align-items: center;
  justify-content: center; padding: 1rem; z-index: 1000; }
.at-modal { background: var(--at-color-surface); border-radius: var(--at-radius); max-width: 32rem; width: 100%; padding: 1.5rem;
  box-shadow: 0 10px 30px rgba(0, 0, 0, 0.25); }
.at-modal__title { margin: 0 0 0.75rem; font-size: 1.25rem; }
.at-modal__actions { display: flex; justify-content: flex-end; gap: 0.75rem; margin-top: 1.5rem; flex-wrap: wrap; }

.at-toasts { position: fixed; top: 1rem; right: 1rem; left: auto; display: flex; flex-direction: column; gap: 0.5rem; z-index: 1100;
  width: min(24rem, calc(100vw - 2rem)); }
.at-toast { display: flex; align-items: flex-start; gap: 0.75rem; padding: 0.75rem 1rem; border-radius: var(--at-radius); color: #fff;
  box-shadow: 0 4px 12px rgba(0, 0, 0, 0.2); }
.at-toast--success { background: var(--at-color-success); }
.at-toast--danger { background: var(--at-color-danger); }
.at-toast__body { flex: 1; }
.at-toast__title { font-weight: 700; display: block; }
.at-toast__close { background: none; border: none; color: inherit; font-size: 1.25rem; cursor: pointer; min-width: 44px; min-height: 44px; }

.at-loading-bar { position: fixed; top: 0; left: 0; right: 0; height: 3px; z-index: 1200; pointer-events: none; }
.at-loading-bar__fill { height: 100%; background: var(--at-color-primary); transition: width 100ms linear; }
.at-progress { width: 100%; height: 0.75rem; background: #e5e7eb; border-radius: 999px; overflow: hidden; }
.at-progress__fill { height: 100%; background: var(--at-color-primary); transition: width 200ms ease; }

.at-error-panel { border: 1px solid var(--at-color-danger); border-radius: var(--at-radius); padding: 1rem 1.25rem; background: #fef2f2; }
.at-error-panel__title { margin: 0 0 0.5rem; color: var(--at-color-danger); font-size: 1.125rem; }

.at-page { min-height: 100vh; display: flex; flex-direction: column; }
.at-page__header { background: var(--at-color-surface); border-bottom: 1px solid #e5e7eb; padding: 0.75rem 1rem; }
.at-page__main { flex: 1; width: 100%; max-width: 72rem; margin: 0 auto; padding: 1rem; box-sizing: border-box; }
.at-page__title { margin: 0 0 1rem; font-size: 1.5rem; }
.at-card { background: var(--at-color-surface); border-radius: var(--at-radius); padding: 1.25rem; box-shadow: 0 1px 3px rgba(0, 0, 0, 0.12);
  margin-bottom: 1rem; }
.at-card__title { margin: 0 0 0.75rem; font-size: 1.125rem; }

.at-spinner { display: inline-block; width: 1.25rem; height: 1.25rem; border: 3px solid rgba(0, 0, 0, 0.15); border-top-color: currentColor;
  border-radius: 50%; animation: at-spin 0.8s linear infinite; }
@keyframes at-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .at-spinner { animation-duration: 2s; } .at-loading-bar__fill { transition: none; } }
/* Form engine (shared-ui/src/forms): a 12-column grid; fields span colSm/colMd/colLg and stack below 600px. */
.at-dyn-grid { display: grid; grid-template-columns: repeat(12, minmax(0, 1fr)); column-gap: 1rem; }
.at-dyn-col { grid-column: 1 / -1; min-width: 0; }
@media (min-width: 600px) { .at-dyn-col { grid-column: span var(--at-col-sm, 12); } }
@media (min-width: 768px) { .at-dyn-col { grid-column: span var(--at-col-md, 9); } }
@media (min-width: 992px) { .at-dyn-col { grid-column: span var(--at-col-lg, 9); } }
.at-dyn-group { border: none; margin: 0; padding: 0; min-width: 0; }
.at-dyn-number, .at-dyn-date, .at-dyn-upload { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem; flex: 1 1 16rem; }
.at-dyn-number { flex-wrap: nowrap; min-width: 0; }
.at-dyn-number .at-field__input { flex: 1 1 auto; min-width: 0; }
.at-dyn-stepper, .at-dyn-clear, .at-dyn-eye { min-width: 44px; min-height: 44px; border: 1px solid var(--at-color-border);
  border-radius: var(--at-radius); background: var(--at-color-surface); font: inherit; cursor: pointer; }
.at-dyn-stepper:disabled, .at-dyn-clear:disabled { opacity: 0.6; cursor: not-allowed; }
.at-dyn-choices { display: flex; flex-wrap: wrap; gap: 0.5rem 1.25rem; }
.at-dyn-choice { display: inline-flex; align-items: center; gap: 0.5rem; min-height: 44px; }
.at-dyn-choice input { width: 1.25rem; height: 1.25rem; }
.at-dyn-calculated { background: var(--at-color-page); }
.at-dyn-date__control { position: relative; display: flex; flex: 1 1 auto; min-width: 0; }
.at-dyn-date__control .at-field__input { flex: 1 1 auto; min-width: 0; padding-right: 48px; }
.at-dyn-date__open { position: absolute; right: 0; top: 0; bottom: 0; min-width: 44px; min-height: 44px; border: 0; background: transparent; color: var(--at-color-muted); cursor: pointer; }
.at-dyn-date__open:disabled { opacity: 0.6; cursor: not-allowed; }
.at-dyn-date__calendar { position: absolute; right: 0; bottom: 0; width: 44px; height: 1px; opacity: 0; pointer-events: none; border: 0; padding: 0; }
.at-dyn-date__error { color: var(--at-color-danger); font-size: 0.875rem; flex-basis: 100%; }
.at-dyn-video { position: relative; aspect-ratio: 16 / 9; width: 100%; flex: 1 1 100%; min-width: 0; }
.at-dyn-video iframe { position: absolute; inset: 0; width: 100%; height: 100%; border: 0; }
.at-banner { border-left: 4px solid var(--at-color-primary); background: #eff6ff; padding: 0.5rem 0.75rem; border-radius: var(--at-radius); }
.at-staff-viewing { margin-bottom: 0.75rem; display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; justify-content: space-between; }
.at-dyn-section { margin-bottom: 1.5rem; }
.at-dyn-section__title { font-size: 1.125rem; margin: 0 0 0.75rem; }
.at-dyn-preview { display: flex; flex-wrap: wrap; gap: 0.75rem; margin-bottom: 1rem; }
.at-entity-table { width: 100%; border-collapse: collapse; margin-bottom: 1rem; }
.at-entity-table th, .at-entity-table td { text-align: left; padding: 0.5rem; border-bottom: 1px solid var(--at-color-border); vertical-align: top; }
.at-entity-table__actions { white-space: nowrap; text-align: right; }
@media (max-width: 600px) {
  /* Records become stacked cards: a table of four columns does not fit a phone. */
  .at-entity-table thead { display: none; }
  .at-entity-table tr { display: block; border: 1px solid var(--at-color-border); border-radius: var(--at-radius); margin-bottom: 0.5rem; }
  .at-entity-table td { display: block; border: none; padding: 0.25rem 0.75rem; overflow-wrap: anywhere; }
  .at-entity-table td[data-label]::before { content: attr(data-label) ': '; font-weight: 600; }
  .at-entity-table__actions { text-align: left; white-space: normal; }
  .at-modal__actions .at-button, .at-form-actions .at-button { width: 100%; }
  .at-toasts { right: 0.5rem; left: 0.5rem; width: auto; }
  .at-page__main { padding: 0.75rem; }
}
`;
