/** Layout of the content-admin pages: two columns that stack on a phone; nothing wider than the screen. */
const CSS = `
.ca-split { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1.3fr); gap: 1rem; align-items: start; }
@media (max-width: 820px) { .ca-split { grid-template-columns: minmax(0, 1fr); } }
.ca-row { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: flex-end; }
.ca-row > * { min-width: 0; }
.ca-bulk { margin: 0.5rem 0 1rem; padding: 0.5rem; border: 1px dashed var(--at-border, #d0d5dd); border-radius: 6px; }
.ca-buttons { display: flex; gap: 0.25rem; flex-wrap: nowrap; }
.ca-list { list-style: none; margin: 0; padding: 0; display: grid; gap: 0.25rem; }
.ca-list li { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; padding: 0.4rem 0.5rem; border: 1px solid var(--at-border, #d0d5dd); border-radius: 6px; min-width: 0; }
.ca-list li[aria-current='true'] { border-color: var(--at-primary, #1d4ed8); }
.ca-list .ca-grow { flex: 1 1 10rem; min-width: 0; overflow-wrap: anywhere; }
.ca-list li.ca-dragging { opacity: 0.5; }
.ca-tags { display: flex; flex-wrap: wrap; gap: 0.25rem; }
.ca-table-wrap { max-width: 100%; overflow-x: auto; }
.ca-table { width: 100%; border-collapse: collapse; }
.ca-table th, .ca-table td { text-align: left; padding: 0.35rem 0.4rem; border-bottom: 1px solid var(--at-border, #d0d5dd); overflow-wrap: break-word; vertical-align: top; }
@media (max-width: 600px) {
  .ca-table thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
  .ca-table tr { display: block; border-bottom: 1px solid var(--at-border, #d0d5dd); padding: 0.25rem 0; }
  .ca-table td { display: block; border: 0; }
  .ca-table td[data-label]::before { content: attr(data-label) ': '; font-weight: 600; }
}
.ca-visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
`;

export function ContentAdminStyles() {
  return <style>{CSS}</style>;
}
