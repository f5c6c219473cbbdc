import { useInsertionEffect } from 'react';
import { AccountAdminStyles } from '../../applicants/components/AccountAdminStyles';
import { SETTINGS_CSS } from './settings-css';

const STYLE_ID = 'attest-account-admin-settings';

/** The remote's CSS and this page's (injected once: no style-loader in the build). */
export function SettingsStyles() {
  useInsertionEffect(() => {
    if (document.getElementById(STYLE_ID)) {
      return;
    }
    const style = document.createElement('style');
    style.id = STYLE_ID;
    style.textContent = SETTINGS_CSS;
    document.head.appendChild(style);
  }, []);
  return <AccountAdminStyles />;
}
