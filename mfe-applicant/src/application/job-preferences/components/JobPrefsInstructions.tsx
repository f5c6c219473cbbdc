import { configTextKey, sanitizeHtml } from '@attest/contracts';
import { useT } from '@attest/shared-ui';

/**
 * The customer's JOB_PREFS_DETAILS instructions: HTML, in the page's language when the customer has a
 * translation for it (configTextKey; the configured text otherwise), sanitised before it is shown.
 */
export function JobPrefsInstructions({ html }: { html: string | null }) {
  const { t } = useT();
  const clean = html ? sanitizeHtml(t(configTextKey('JOB_PREFS_DETAILS'), html)) : '';
  if (clean.trim() === '') {
    return null;
  }
  return <div className="applicant-instructions" data-testid="job-prefs-instructions" dangerouslySetInnerHTML={{ __html: clean }} />;
}
