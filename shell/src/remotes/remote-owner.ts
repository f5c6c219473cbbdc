import { isHashRoute, splitRest } from '../routing/route-rules';
import type { RemoteName } from './remote-names';

/**
 * Which remote serves a path under `/{c}/{l}/`. Fixed in the shell so only the remote a page needs is
 * loaded, and a remote that fails takes down only its own area.
 */
export function remoteForPath(rest: string): RemoteName {
  const [first, second] = splitRest(rest);
  switch (first) {
    case 'admin':
      if (second === 'i9' || second === 'everify') {
        return 'i9_everify';
      }
      return second === 'content' ? 'content_admin' : 'account_admin';
    case 'btp':
    case 'jobs': // the applicant's talent screens (decision 0041)
    case 'my-jobs':
    case 'alerts':
    case 'interview-satisfaction-survey':
    case 'satisfaction-survey':
      return 'talent';
    case 'i9': // the applicant's own Form I-9 (Section 1)
    case 'onboarding-verify':
    case 'multi-signer':
      return 'i9_everify';
    default:
      return isHashRoute(rest) ? 'i9_everify' : 'applicant';
  }
}
