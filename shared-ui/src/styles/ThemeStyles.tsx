import { useInsertionEffect } from 'react';
import { ATTEST_CSS } from './attest-css';

export const THEME_STYLE_ID = 'attest-theme';

/** Injects the design system's CSS once into <head>, however many times it is rendered. */
export function ThemeStyles() {
  useInsertionEffect(() => {
    if (document.getElementById(THEME_STYLE_ID)) {
      return;
    }
    const style = document.createElement('style');
    style.id = THEME_STYLE_ID;
    style.textContent = ATTEST_CSS;
    document.head.appendChild(style);
  }, []);
  return null;
}
