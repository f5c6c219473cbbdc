import type { ReactNode } from 'react';
import type { RemoteLoader } from '../../remotes/RemoteArea';
import { ApplicantNav } from './ApplicantNav';

/** An applicant page: the navigation row (a menu on phones) above the page. */
export function ApplicantLayout({ load, children }: { load?: RemoteLoader; children: ReactNode }) {
  return (
    <div className="shell-applicant">
      <ApplicantNav load={load} />
      <div className="shell-applicant__content">{children}</div>
    </div>
  );
}
