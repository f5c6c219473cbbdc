/** This remote's own layout rules (tables, search suggestions); the design system's CSS comes from <ThemeStyles/>. */
export const ACCOUNT_ADMIN_CSS = `
.aa-toolbar { display: flex; flex-wrap: wrap; align-items: flex-end; justify-content: space-between; gap: 1rem; margin-bottom: 1rem; }
.aa-search { position: relative; display: flex; flex-wrap: wrap; align-items: flex-end; gap: 0.5rem; flex: 1 1 20rem; }
.aa-search .at-field { flex: 1 1 16rem; margin-bottom: 0; }
.aa-suggestions { position: absolute; top: 100%; left: 0; right: 0; z-index: 10; list-style: none; margin: 0; padding: 0;
  background: #fff; border: 1px solid #9ca3af; border-radius: 6px; box-shadow: 0 4px 12px rgba(0,0,0,0.15); }
.aa-suggestions button { width: 100%; min-height: 44px; text-align: left; padding: 0.5rem 0.75rem; background: none; border: 0; font: inherit; cursor: pointer; }
.aa-suggestions button:hover, .aa-suggestions button:focus { background: #eff6ff; }
.aa-export { display: flex; flex-direction: column; gap: 0.5rem; min-width: 12rem; }
.aa-table-wrap { overflow-x: auto; margin-top: 1rem; }
.aa-table { width: 100%; border-collapse: collapse; background: #fff; }
.aa-table th, .aa-table td { text-align: left; padding: 0.5rem 0.75rem; border-bottom: 1px solid #e5e7eb; }
.aa-pagination { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 0.75rem; margin-top: 1rem; }
.aa-muted { color: #4b5563; }
.aa-error { color: #b91c1c; font-weight: 600; }
`;
