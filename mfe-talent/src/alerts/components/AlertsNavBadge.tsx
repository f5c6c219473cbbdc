import { useT } from '@attest/shared-ui';
import { TalentStyles } from '../../home/components/TalentStyles';
import { useGetAlertCountQuery } from '../../talent-api/talent-api';

const POLL_MS = 60_000;

/** The unread-alerts count beside the Alerts navigation entry (nothing when there are none). */
export function AlertsNavBadge() {
  const { t } = useT();
  const { data } = useGetAlertCountQuery(undefined, { pollingInterval: POLL_MS, refetchOnFocus: true });
  const unread = data?.unread ?? 0;
  if (unread <= 0) {
    return null;
  }
  return (
    <span className="tp-nav-badge" data-testid="alerts-badge">
      <TalentStyles />
      <span aria-hidden="true">{unread > 99 ? '99+' : unread}</span>
      <span className="at-visually-hidden">{t('alerts_nav_unread', '({{unread}} unread)', { unread })}</span>
    </span>
  );
}
