/** The checklists manager's own layout (with ContentAdminStyles); nothing wider than the screen. */
const CSS = `
.scl-editor { display: grid; gap: 0.75rem; min-width: 0; }
.scl-plain { border: 0; margin: 0; padding: 0; min-width: 0; display: grid; gap: 0.5rem; }
.scl-heading { font-size: 1rem; margin: 0.75rem 0 0.25rem; }
.scl-help { margin: 0; color: var(--at-muted, #475467); font-size: 0.875rem; }
.scl-check { display: inline-flex; gap: 0.4rem; align-items: center; margin-right: 1rem; overflow-wrap: anywhere; }
.scl-choices { border: 1px solid var(--at-border, #d0d5dd); border-radius: 6px; padding: 0.5rem; min-width: 0; display: flex; flex-wrap: wrap; gap: 0.25rem; }
.scl-scale { margin: 0; padding-left: 1.25rem; display: grid; gap: 0.25rem; }
.scl-categories { display: grid; gap: 0.75rem; min-width: 0; }
.scl-category { border: 1px solid var(--at-border, #d0d5dd); border-radius: 6px; padding: 0.5rem; min-width: 0; display: grid; gap: 0.5rem; }
.scl-textarea { width: 100%; min-height: 4rem; box-sizing: border-box; font: inherit; }
.scl-error { color: var(--at-danger, #b42318); margin: 0; }
.scl-layout { display: grid; grid-template-columns: minmax(0, 16rem) minmax(0, 1fr); gap: 1rem; align-items: start; }
@media (max-width: 820px) { .scl-layout { grid-template-columns: minmax(0, 1fr); } }
.scl-actions { justify-content: flex-end; }
`;

export function SkillChecklistsStyles() {
  return <style>{CSS}</style>;
}
