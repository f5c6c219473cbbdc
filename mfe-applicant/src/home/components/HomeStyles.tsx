import { useInsertionEffect } from 'react';
import { HOME_CSS } from './home-css';

const HOME_STYLE_ID = 'attest-applicant-home';

/** Injects Home's CSS once into <head>. */
export function HomeStyles() {
  useInsertionEffect(() => {
    if (document.getElementById(HOME_STYLE_ID)) {
      return;
    }
    const style = document.createElement('style');
    style.id = HOME_STYLE_ID;
    style.textContent = HOME_CSS;
    document.head.appendChild(style);
  }, []);
  return null;
}
