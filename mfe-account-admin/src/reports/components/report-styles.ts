import type { CSSProperties } from 'react';

/** The report pages' few own rules, inline (the tables and forms use the remote's .aa-* classes). */
export const FIGURES: CSSProperties = { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 9rem), 1fr))', gap: '0.75rem', margin: '0 0 1rem', padding: 0, listStyle: 'none' };
export const FIGURE: CSSProperties = { border: '1px solid #e5e7eb', borderRadius: 6, padding: '0.75rem' };
export const FIGURE_VALUE: CSSProperties = { display: 'block', fontSize: '1.5rem' };
export const CHART_BOX: CSSProperties = { width: '100%', minWidth: 0, overflow: 'hidden', margin: '1rem 0' };
export const SECTION: CSSProperties = { marginTop: '1.5rem' };
