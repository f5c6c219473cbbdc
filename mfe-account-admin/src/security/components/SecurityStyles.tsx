import { useInsertionEffect } from 'react';
import { AccountAdminStyles } from '../../applicants/components/AccountAdminStyles';
import { SECURITY_CSS } from './security-css';

const STYLE_ID = 'attest-account-admin-security';

/** The remote's CSS and this page's (injected once: no style-loader in the build). */
export function SecurityStyles() {
  useInsertionEffect(() => {
    if (document.getElementById(STYLE_ID)) {
      return;
    }
    const style = document.createElement('style');
    style.id = STYLE_ID;
    style.textContent = SECURITY_CSS;
    document.head.appendChild(style);
  }, []);
  return <AccountAdminStyles />;
}
