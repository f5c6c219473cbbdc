import { sanitizeHtml } from '@attest/contracts';

/** The customer's JOB_PREFS_DETAILS instructions: HTML, sanitised before it is shown. */
export function JobPrefsInstructions({ html }: { html: string | null }) {
  const clean = html ? sanitizeHtml(html) : '';
  if (clean.trim() === '') {
    return null;
  }
  return <div className="applicant-instructions" data-testid="job-prefs-instructions" dangerouslySetInnerHTML={{ __html: clean }} />;
}
