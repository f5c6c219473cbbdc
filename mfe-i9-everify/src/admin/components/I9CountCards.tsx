import { useT } from '@attest/shared-ui';
import type { SubmissionCounts } from '../api/submissions-api';
import { ALERT_CARDS, DASHBOARD_CARDS, dashboardCardLabel, type DashboardCard } from '../dashboard-cards';

/**
 * The I-9 dashboard's counts by state, each a labelled card; choosing one lists those records (again: all).
 */
export function I9CountCards({
  counts,
  selected,
  onSelect,
}: {
  counts: SubmissionCounts | undefined;
  selected: DashboardCard | null;
  onSelect: (state: DashboardCard | null) => void;
}) {
  const { t } = useT();
  return (
    <div className="i9-cards" role="group" aria-label={t('i9_counts', 'I-9 counts by state')}>
      {DASHBOARD_CARDS.map((state) => {
        const n = counts?.[state];
        const alert = ALERT_CARDS.includes(state) && (n ?? 0) > 0;
        const label = dashboardCardLabel(t, state);
        return (
          <button
            key={state}
            type="button"
            className={`i9-count${alert ? ' i9-count--alert' : ''}`}
            aria-pressed={selected === state}
            aria-label={`${label}: ${n ?? '…'}`}
            data-state={state}
            onClick={() => onSelect(selected === state ? null : state)}
          >
            {/* The words first and a space between, in the order of the name ("Section 1 pending: 1"), so the
                name holds the visible text (axe label-content-name-mismatch); the CSS shows the number on top. */}
            <span className="i9-count__label">{label}</span>{' '}
            <span className="i9-count__value">{n ?? '…'}</span>
          </button>
        );
      })}
    </div>
  );
}
