import { useInsertionEffect } from 'react';
import { APPLICATION_CSS } from './application-css';

export const APPLICATION_STYLE_ID = 'attest-applicant-application';

/** Injects the application screens' CSS once into <head>, however many screens render it. */
export function ApplicationStyles() {
  useInsertionEffect(() => {
    if (document.getElementById(APPLICATION_STYLE_ID)) {
      return;
    }
    const style = document.createElement('style');
    style.id = APPLICATION_STYLE_ID;
    style.textContent = APPLICATION_CSS;
    document.head.appendChild(style);
  }, []);
  return null;
}
