import { useParams, useSearchParams } from 'react-router-dom';
import { SecondSignerPage } from './SecondSignerPage';

export type SecondSignerView = 'onboarding-verify' | 'hash' | 'multi-signer';

/**
 * The three second-signer states (spec: onboarding-verify = legacy Section 2, {hash} = 2023 Section 2,
 * multi-signer). The {hash} route carries the link's token as its path segment; the legacy routes read it from
 * `?token=` and show the same page (docs/decisions/0009-second-signer.md).
 */
export function SecondSignerLanding({ view }: { view: SecondSignerView }) {
  const { hash } = useParams();
  const [search] = useSearchParams();
  const token = (view === 'hash' ? hash : search.get('token')) ?? '';
  return <SecondSignerPage token={token} />;
}
