/** The shell's own layout rules (header, guest card, navigation); the design system's CSS and tokens come from <ThemeStyles/>. */
export const SHELL_CSS = `
.shell-header { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 0.75rem; }
.shell-brand { font-weight: 700; font-size: 1.125rem; color: var(--at-color-primary, #1d4ed8); text-decoration: none; }
.shell-header__tools { display: flex; flex-wrap: wrap; align-items: center; gap: 0.75rem; }
.shell-location { display: inline-flex; align-items: center; gap: 0.5rem; }
.shell-location select { min-height: 44px; padding: 0 0.5rem; font: inherit; border-radius: 6px; border: 1px solid #9ca3af; }
.shell-muted { color: var(--at-color-muted, #4b5563); }
.shell-guest { max-width: 28rem; margin: 2rem auto; padding: 0 1rem; }
.shell-form-error { color: var(--at-color-danger, #b91c1c); font-weight: 600; }
.shell-esign__signature fieldset { border: 0; padding: 0; margin: 0 0 0.75rem; }
.shell-esign__signature img { display: block; background: #fff; margin: 0.25rem 0 0.5rem; }
.shell-links { display: flex; flex-wrap: wrap; justify-content: space-between; gap: 0.75rem; margin-top: 1rem; }
.shell-staff { display: grid; grid-template-columns: minmax(0, 1fr); gap: var(--at-space-4); align-items: start; }
.shell-staff__content, .shell-applicant__content { min-width: 0; }
.shell-person { display: inline-flex; align-items: center; min-height: var(--at-target); color: var(--at-color-text); font-weight: 600; overflow-wrap: anywhere; }
/* Navigation (nav/NavMenu.tsx): a list on wide screens, a Menu button that opens it below 768px. */
.shell-nav__list { list-style: none; margin: 0; padding: 0; }
.shell-nav__list a { display: flex; align-items: center; gap: var(--at-space-2); min-height: var(--at-target); padding: 0 var(--at-space-3);
  border-radius: var(--at-radius); color: var(--at-color-text); text-decoration: none; overflow-wrap: anywhere; }
.shell-nav__list a:hover { background: var(--at-color-page); text-decoration: underline; }
.shell-nav__list a[aria-current="page"] { background: var(--at-color-primary-soft); color: var(--at-color-primary-dark); font-weight: 700;
  box-shadow: inset 3px 0 0 var(--at-color-primary); }
.shell-nav__toggle { display: none; }
.shell-nav--bar { margin-bottom: var(--at-space-4); }
@media (min-width: 768px) {
  .shell-staff { grid-template-columns: 13rem minmax(0, 1fr); }
  /* Sticky, and scrollable on its own: the staff list is taller than a laptop screen, and a sticky box taller than the
     viewport hides its last entries until the page's end. */
  .shell-nav--side { position: sticky; top: var(--at-space-4); max-height: calc(100vh - 2 * var(--at-space-4)); overflow-y: auto; }
  .shell-nav--bar .shell-nav__list { display: flex; flex-wrap: wrap; gap: var(--at-space-1); background: var(--at-color-surface);
    border-radius: var(--at-radius); padding: var(--at-space-1); box-shadow: 0 1px 3px rgba(0, 0, 0, 0.12); }
  .shell-nav--bar .shell-nav__list a[aria-current="page"] { box-shadow: inset 0 -3px 0 var(--at-color-primary); }
}
@media (max-width: 767px) {
  .shell-nav__toggle { display: inline-flex; }
  .shell-nav__list { display: none; margin-top: var(--at-space-2); border: 1px solid var(--at-color-divider); border-radius: var(--at-radius);
    background: var(--at-color-surface); }
  .shell-nav__list.is-open { display: block; }
}
@media (max-width: 600px) { .shell-guest { margin: 1rem auto; } .shell-header__tools { width: 100%; justify-content: space-between; } }
`;
