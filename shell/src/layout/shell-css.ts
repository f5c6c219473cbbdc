/** The shell's own layout rules (header, guest card, staff navigation); the design system's CSS comes from <ThemeStyles/>. */
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
.shell-staff { display: grid; grid-template-columns: minmax(0, 1fr); gap: 1rem; align-items: start; }
.shell-staff__content { min-width: 0; }
.shell-staff-nav__list { list-style: none; margin: 0; padding: 0; }
.shell-staff-nav__list a { display: flex; align-items: center; min-height: 44px; padding: 0 0.75rem; border-radius: 6px; color: inherit; text-decoration: none; overflow-wrap: anywhere; }
.shell-staff-nav__list a:hover { background: #f3f4f6; }
.shell-staff-nav__list a[aria-current="page"] { background: #e0e7ff; color: var(--at-color-primary, #1d4ed8); font-weight: 600; }
.shell-staff-nav__toggle { display: none; }
@media (min-width: 768px) { .shell-staff { grid-template-columns: 13rem minmax(0, 1fr); } .shell-staff-nav { position: sticky; top: 1rem; } }
@media (max-width: 767px) {
  .shell-staff-nav__toggle { display: inline-flex; }
  .shell-staff-nav__list { display: none; margin-top: 0.5rem; border: 1px solid #e5e7eb; border-radius: 6px; background: var(--at-color-surface, #fff); }
  .shell-staff-nav__list.is-open { display: block; }
}
@media (max-width: 600px) { .shell-guest { margin: 1rem auto; } .shell-header__tools { width: 100%; justify-content: space-between; } }
`;
