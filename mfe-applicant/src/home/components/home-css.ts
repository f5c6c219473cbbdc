/** Home's layout (prefixed `ah-`), on the design tokens; injected once by <HomeStyles/> (no style-loader in the build). */
export const HOME_CSS = `
.ah-home { display: flex; flex-direction: column; gap: var(--at-space-4); min-width: 0; }
.ah-home .at-card { margin-bottom: 0; min-width: 0; }
.ah-summary__title { margin: 0 0 var(--at-space-2); font-size: var(--at-text-2xl); }
.ah-summary__progress { margin: var(--at-space-3) 0; }
.ah-summary__progress .at-progress__label { margin-bottom: var(--at-space-1); color: var(--at-color-muted); }
.ah-next { display: flex; flex-wrap: wrap; align-items: center; gap: var(--at-space-3); margin: var(--at-space-4) 0 var(--at-space-2); }
.ah-next .at-button { text-decoration: none; }
.ah-next__due { display: inline-flex; align-items: center; gap: var(--at-space-1); color: var(--at-color-muted); }
.ah-all-done { display: flex; gap: var(--at-space-2); align-items: flex-start; padding: var(--at-space-3); border-radius: var(--at-radius);
  background: var(--at-tone-success-bg); color: var(--at-tone-success-fg); }
.ah-all-done p { margin: 0; }
.ah-tasks { list-style: none; margin: 0; padding: 0; }
.ah-task { display: flex; align-items: flex-start; gap: var(--at-space-3); padding: var(--at-space-3) 0; border-bottom: 1px solid var(--at-color-divider); }
.ah-task:last-child { border-bottom: none; }
.ah-task__mark { margin-top: 0.6rem; color: var(--at-color-muted); }
.ah-task[data-state='done'] .ah-task__mark { color: var(--at-color-success); }
.ah-task__body { flex: 1 1 auto; min-width: 0; }
.ah-task__title { display: inline-flex; align-items: center; min-height: var(--at-target); font-weight: 600; overflow-wrap: anywhere; }
.ah-task__line { margin: 0; color: var(--at-color-muted); font-size: var(--at-text-sm); display: flex; align-items: center; gap: var(--at-space-1); }
.ah-task__line.is-overdue { color: var(--at-color-danger); font-weight: 600; }
.ah-task .at-badge { margin-top: 0.7rem; }
.ah-empty { margin: 0; color: var(--at-color-muted); }
.ah-summary .at-field { max-width: 20rem; margin-bottom: 0; }
@media (max-width: 600px) {
  /* The badge goes under the title on phones, the same on every row. */
  .ah-task { flex-wrap: wrap; }
  .ah-task__body { flex-basis: calc(100% - 20px - var(--at-space-3)); }
  .ah-task .at-badge { margin-top: 0; margin-left: calc(20px + var(--at-space-3)); }
  .ah-next .at-button { width: 100%; }
}
`;
