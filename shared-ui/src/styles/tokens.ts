/**
 * The design tokens: one colour palette, type scale, spacing scale and radius set for the shell and every
 * remote. CSS reads them as custom properties (`--at-*`, written into :root by <ThemeStyles/>); code that
 * needs a value in TypeScript (an inline style, a canvas) reads `TOKENS`. Colours meet WCAG AA (4.5:1) as
 * text on the surface, and each tone's text on its own background.
 */
export const TOKENS = {
  color: {
    primary: '#1d4ed8',
    primaryDark: '#1e3a8a',
    primarySoft: '#eff6ff',
    danger: '#b91c1c',
    success: '#15803d',
    warning: '#b45309',
    text: '#111827',
    muted: '#4b5563',
    border: '#9ca3af',
    divider: '#e5e7eb',
    surface: '#ffffff',
    page: '#f3f4f6',
    focus: 'rgba(29, 78, 216, 0.45)',
  },
  /** Status tones: badge text on badge background. */
  tone: {
    neutral: { fg: '#374151', bg: '#e5e7eb' },
    info: { fg: '#1e40af', bg: '#dbeafe' },
    success: { fg: '#166534', bg: '#dcfce7' },
    warning: { fg: '#92400e', bg: '#fef3c7' },
    danger: { fg: '#991b1b', bg: '#fee2e2' },
  },
  font: {
    family: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    /** A 1.125 scale from 0.8125rem (13px) to 1.75rem (28px). */
    size: { xs: '0.8125rem', sm: '0.875rem', md: '1rem', lg: '1.125rem', xl: '1.375rem', '2xl': '1.75rem' },
    weight: { regular: '400', semibold: '600', bold: '700' },
    lineHeight: '1.5',
  },
  /** A 4px grid. */
  space: { 1: '0.25rem', 2: '0.5rem', 3: '0.75rem', 4: '1rem', 5: '1.25rem', 6: '1.5rem', 8: '2rem' },
  radius: { sm: '4px', md: '6px', lg: '8px', pill: '999px' },
  /** Breakpoints the layouts use (phone below `md`). */
  breakpoint: { sm: 600, md: 768, lg: 992 },
  /** The smallest touch target. */
  target: '44px',
} as const;

export type Tone = keyof typeof TOKENS.tone;

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The tokens as CSS custom properties (`--at-color-primary`, `--at-space-4`, `--at-text-lg`, ...). */
export function tokensCss(): string {
  const lines: string[] = [];
  for (const [name, value] of Object.entries(TOKENS.color)) {
    lines.push(`--at-color-${kebab(name)}: ${value};`);
  }
  for (const [name, { fg, bg }] of Object.entries(TOKENS.tone)) {
    lines.push(`--at-tone-${name}-fg: ${fg};`, `--at-tone-${name}-bg: ${bg};`);
  }
  for (const [name, value] of Object.entries(TOKENS.font.size)) {
    lines.push(`--at-text-${name}: ${value};`);
  }
  for (const [name, value] of Object.entries(TOKENS.space)) {
    lines.push(`--at-space-${name}: ${value};`);
  }
  for (const [name, value] of Object.entries(TOKENS.radius)) {
    lines.push(`--at-radius-${name}: ${value};`);
  }
  lines.push(
    // `--at-radius` and `--at-focus` predate the scale; every existing rule reads them.
    `--at-radius: ${TOKENS.radius.md};`,
    `--at-focus: 0 0 0 3px ${TOKENS.color.focus};`,
    `--at-font: ${TOKENS.font.family};`,
    `--at-line-height: ${TOKENS.font.lineHeight};`,
    `--at-target: ${TOKENS.target};`,
  );
  return `:root {\n  ${lines.join('\n  ')}\n}`;
}
