import { useInsertionEffect } from 'react';
import { SHELL_CSS } from './shell-css';

const SHELL_STYLE_ID = 'attest-shell';

/** Injects the shell's layout CSS once (there is no style-loader in the build, as for the theme). */
export function ShellStyles() {
  useInsertionEffect(() => {
    if (document.getElementById(SHELL_STYLE_ID)) {
      return;
    }
    const style = document.createElement('style');
    style.id = SHELL_STYLE_ID;
    style.textContent = SHELL_CSS;
    document.head.appendChild(style);
  }, []);
  return null;
}
