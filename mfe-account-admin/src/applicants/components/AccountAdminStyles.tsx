import { useInsertionEffect } from 'react';
import { ACCOUNT_ADMIN_CSS } from './account-admin-css';

const STYLE_ID = 'attest-account-admin';

/** Injects this remote's CSS once (no style-loader in the build). */
export function AccountAdminStyles() {
  useInsertionEffect(() => {
    if (document.getElementById(STYLE_ID)) {
      return;
    }
    const style = document.createElement('style');
    style.id = STYLE_ID;
    style.textContent = ACCOUNT_ADMIN_CSS;
    document.head.appendChild(style);
  }, []);
  return null;
}
