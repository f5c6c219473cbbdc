import { changeLanguage, getSession, i18n, initI18n } from '@attest/shared-ui';
import { fetchRemotesManifest, registerManifest } from '../remotes/remote-registry';
import { DEFAULT_LOCATION_CODE } from '../routing/route-rules';

/** Customer and location from `/{customerCode}/{locationCode}/...`, for the translations. */
function portalSegments(): { customerCode: string; locationCode: string } | null {
  const [customerCode, locationCode] = window.location.pathname
    .split('/')
    .filter(Boolean)
    .map(decodeURIComponent);
  return customerCode ? { customerCode, locationCode: locationCode ?? DEFAULT_LOCATION_CODE } : null;
}

let started: Promise<void> | null = null;

/**
 * What the portal needs before it renders, once per page load: the remotes manifest registered with the
 * federation runtime and the customer's translations. A missing manifest leaves every remote area showing
 * its error panel; the shell's own pages still work.
 */
function startOnce(): Promise<void> {
  started ??= Promise.all([
    fetchRemotesManifest().catch((error: unknown) => {
      console.error('remotes manifest could not be loaded', error);
      return {};
    }),
    (() => {
      const segments = portalSegments();
      return segments ? initI18n(segments) : null;
    })(),
  ]).then(([manifest]) => registerManifest(manifest));
  return started;
}

/**
 * Ready to render the portal. Each time the portal is entered (also after signing in on the sign-in page,
 * which may have switched to the applicant's language), the language follows the session's.
 */
export async function prepareFullArea(): Promise<void> {
  await startOnce();
  const wanted = getSession().language;
  const segments = portalSegments();
  if (segments && wanted && i18n.language !== wanted) {
    await changeLanguage(segments.customerCode, wanted);
  }
}
