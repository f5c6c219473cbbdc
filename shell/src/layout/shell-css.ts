/** The shell's own layout rules (header, guest card); the design system's CSS comes from <ThemeStyles/>. */
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
@media (max-width: 600px) { .shell-guest { margin: 1rem auto; } .shell-header__tools { width: 100%; justify-content: space-between; } }
`;
