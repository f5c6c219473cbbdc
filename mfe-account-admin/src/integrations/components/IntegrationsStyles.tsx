/** Layout of the integrations pages (on top of the account-admin table styles). */
export function IntegrationsStyles() {
  return (
    <style>{`
      .int-actions { display: flex; flex-wrap: wrap; gap: 8px; margin: 8px 0 16px; }
      .int-live { border: 1px solid var(--at-border, #d0d5dd); border-radius: 8px; padding: 12px; margin: 12px 0; overflow-wrap: anywhere; }
      .int-live ul { margin: 8px 0; padding-left: 20px; }
      .int-outcome { font-weight: 600; margin-top: 8px; }
      .int-form { display: grid; grid-template-columns: repeat(auto-fit, minmax(160px, 1fr)); gap: 8px 12px; align-items: end; }
      .int-counters { display: flex; flex-wrap: wrap; gap: 8px 16px; margin: 8px 0; }
      .int-section { margin-top: 20px; }
    `}</style>
  );
}
