/**
 * CSS of the online application screens (stepper, row lists, task lists), prefixed `aw-`. The remote's
 * webpack has no style-loader, so <ApplicationStyles/> injects it once, as shared-ui's ThemeStyles does.
 * Mobile first: one column and the compact step line below 600px.
 */
export const APPLICATION_CSS = `
.aw-stepper { margin-bottom: 1rem; }
.aw-stepper__compact { margin: 0 0 0.5rem; font-weight: 600; }
.aw-stepper__list { display: none; list-style: none; margin: 0; padding: 0; gap: 0.5rem; flex-wrap: wrap; }
@media (min-width: 600px) {
  .aw-stepper__compact { display: none; }
  .aw-stepper__list { display: flex; }
}
.aw-step a, .aw-step > span { display: inline-flex; align-items: center; gap: 0.4rem; min-height: 44px; padding: 0 0.6rem;
  border-radius: var(--at-radius); color: var(--at-color-muted); text-decoration: none; }
.aw-step a:hover { text-decoration: underline; }
.aw-step__mark { display: inline-flex; align-items: center; justify-content: center; width: 1.75rem; height: 1.75rem; border-radius: 50%;
  border: 2px solid var(--at-color-border); font-size: 0.875rem; font-weight: 700; }
.aw-step--done .aw-step__mark { background: var(--at-color-success); border-color: var(--at-color-success); color: #fff; }
.aw-step--current > span, .aw-step--current a { color: var(--at-color-primary); font-weight: 700; background: #eff6ff; }
.aw-step--current .aw-step__mark { border-color: var(--at-color-primary); }
.aw-section-title { margin: 0 0 1rem; font-size: 1.375rem; }
.aw-rows { display: flex; flex-direction: column; gap: 0.75rem; }
.aw-row { border: 1px solid #e5e7eb; border-radius: var(--at-radius); padding: 0.75rem; }
.aw-row__head { display: flex; justify-content: space-between; align-items: center; gap: 0.5rem; margin-bottom: 0.5rem; }
.aw-row__title { font-weight: 600; margin: 0; font-size: 1rem; }
.aw-autocomplete { position: relative; }
.aw-autocomplete__list { position: absolute; z-index: 20; left: 0; right: 0; margin: 0; padding: 0; list-style: none;
  background: var(--at-color-surface); border: 1px solid var(--at-color-border); border-radius: var(--at-radius);
  box-shadow: 0 4px 12px rgba(0, 0, 0, 0.15); max-height: 16rem; overflow-y: auto; }
.aw-autocomplete__option { padding: 0.6rem 0.75rem; min-height: 44px; box-sizing: border-box; cursor: pointer; }
.aw-autocomplete__option[aria-selected='true'], .aw-autocomplete__option:hover { background: #eff6ff; }
.aw-hint { color: var(--at-color-muted); font-size: 0.875rem; margin: -0.5rem 0 1rem; }
.aw-tasks { list-style: none; margin: 0; padding: 0; }
.aw-tasks li { display: flex; justify-content: space-between; align-items: center; gap: 0.5rem; flex-wrap: wrap; min-height: 44px;
  border-bottom: 1px solid #e5e7eb; }
.aw-tasks a { min-height: 44px; display: inline-flex; align-items: center; }
.aw-muted { color: var(--at-color-muted); }
.aw-home-next { margin: 0 0 0.75rem; }
`;
