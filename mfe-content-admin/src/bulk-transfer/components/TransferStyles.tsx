/** What the transfer and promotion pages add to ContentAdminStyles; nothing wider than a 375 px screen. */
const CSS = `
.bt-steps { display: grid; gap: 1rem; }
.bt-step { border: 1px solid var(--at-border, #d0d5dd); border-radius: 8px; padding: 0.75rem 1rem; min-width: 0; }
.bt-step > h3 { margin: 0 0 0.5rem; font-size: 1rem; }
.bt-pick { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 16rem), 1fr)); gap: 1rem; }
.bt-checks { list-style: none; margin: 0; padding: 0; max-height: 18rem; overflow-y: auto; border: 1px solid var(--at-border, #d0d5dd); border-radius: 6px; }
.bt-checks li { padding: 0.35rem 0.5rem; border-bottom: 1px solid var(--at-border, #eef0f3); }
.bt-checks label { display: flex; gap: 0.5rem; align-items: flex-start; overflow-wrap: anywhere; cursor: pointer; }
.bt-checks small { color: #4b5563; }
.bt-caption { text-align: left; font-weight: 600; padding: 0.25rem 0; }
.bt-reason { display: block; font-size: 0.8125rem; color: #4b5563; margin-top: 0.25rem; }
.bt-summary { display: flex; flex-wrap: wrap; gap: 0.25rem 1rem; margin: 0.5rem 0; }
.bt-result { margin: 0.5rem 0; border-radius: 6px; padding: 0.75rem 1rem; background: #ecfdf5; color: #065f46; border: 1px solid #a7f3d0; }
.bt-result[data-changes='false'] { background: #f3f4f6; color: #1f2937; border-color: #d1d5db; }
.bt-error { margin: 0.5rem 0; border-radius: 6px; padding: 0.75rem 1rem; background: #fef2f2; color: #991b1b; border: 1px solid #fecaca; }
.bt-options { display: flex; flex-wrap: wrap; gap: 0.25rem 0.5rem; list-style: none; padding: 0; margin: 0.25rem 0 0.75rem; }
`;

export function TransferStyles() {
  return <style>{CSS}</style>;
}
