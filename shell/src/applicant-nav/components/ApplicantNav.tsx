import { useCustomerConfig, useT, visibleApplicantNavEntries } from '@attest/shared-ui';
import { NavMenu } from '../../nav/NavMenu';
import { usePortal } from '../../portal/PortalContext';
import type { RemoteLoader } from '../../remotes/RemoteArea';
import { loadRemoteRoutes } from '../../remotes/remote-registry';
import { portalPath } from '../../routing/route-rules';
import { useApplicantNav } from '../hooks/useApplicantNav';

/**
 * The applicant's navigation (Home, Application, Documents, My profile, Self-service, the I-9 when the
 * customer runs it, ...): the entries the applicant remotes contribute, those behind a configuration flag
 * only once the flag is known to be on. A row above the page; a Menu button on phones.
 */
export function ApplicantNav({ load = loadRemoteRoutes }: { load?: RemoteLoader }) {
  const { t } = useT();
  const { customerCode, locationCode } = usePortal();
  const { entries } = useApplicantNav(load);
  const config = useCustomerConfig();
  const visible = visibleApplicantNavEntries(entries, (flag) => config.isOn(flag));
  if (visible.length === 0) {
    return null;
  }
  return (
    <NavMenu
      variant="bar"
      label={t('main_navigation', 'Main navigation')}
      entries={visible.map((entry) => ({
        href: portalPath(customerCode, locationCode, entry.path),
        label: t(entry.labelKey, entry.label),
        icon: entry.icon,
        alsoCurrentOn: entry.alsoCurrentOn?.map((p) => portalPath(customerCode, locationCode, p)),
        badge: entry.Badge ? <entry.Badge /> : undefined,
      }))}
    />
  );
}
