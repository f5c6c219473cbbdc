/** The sign-in security page's own rules, beside the remote's (AccountAdminStyles). */
export const SECURITY_CSS = `
.sec-intro { margin: 0 0 0.5rem; }
.sec-check { margin-bottom: 1rem; min-width: 0; }
.sec-check .aa-check { align-items: flex-start; padding-top: 0.625rem; }
.sec-check .aa-check > span { min-width: 0; overflow-wrap: anywhere; }
.sec-note { margin: 0.25rem 0 0 1.75rem; }
.sec-warning { margin: 0.25rem 0 0 1.75rem; padding: 0.5rem 0.75rem; border-left: 4px solid #b45309; background: #fffbeb; color: #78350f; }
.sec-secret { margin-bottom: 1rem; min-width: 0; }
.sec-secret .at-field { margin-bottom: 0.25rem; }
.sec-secret-status { display: flex; flex-wrap: wrap; align-items: center; gap: 0.25rem 0.75rem; margin: 0; }
.sec-callback { border: 1px solid #e5e7eb; border-radius: 6px; background: #f9fafb; padding: 0.75rem; margin: 0 0 1rem; min-width: 0; }
.sec-callback p { margin: 0 0 0.5rem; }
.sec-callback .sec-callback__status { margin: 0.25rem 0 0; }
.sec-callback__row { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem 0.75rem; }
.sec-url { flex: 1 1 14rem; min-width: 0; overflow-wrap: anywhere; word-break: break-all; font-family: ui-monospace, monospace; font-size: 0.875rem; }
.sec-form-actions { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; }
`;
