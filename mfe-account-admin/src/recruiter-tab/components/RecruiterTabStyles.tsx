/** The tab's own layout (it sits in a narrow ATS panel: everything wraps, nothing scrolls sideways). */
export const RECRUITER_TAB_CSS = `
.rt-head { display: flex; flex-wrap: wrap; justify-content: space-between; gap: 0.25rem 1rem; margin-bottom: 0.5rem; }
.rt-head p { margin: 0; }
.rt-facts { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 12rem), 1fr)); gap: 0.5rem 1rem; margin: 0 0 1rem; }
.rt-facts dt { font-weight: 600; font-size: 0.875rem; }
.rt-facts dd { margin: 0; min-width: 0; }
.rt-name { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem; }
.rt-progress { display: grid; gap: 0.75rem; margin: 0 0 1rem; }
.rt-alert { border: 1px solid #fca5a5; background: #fef2f2; border-radius: 6px; padding: 0.5rem 0.75rem; margin: 0 0 1rem; }
.rt-alert p { margin: 0.25rem 0; }
`;

export function RecruiterTabStyles() {
  return <style>{RECRUITER_TAB_CSS}</style>;
}
