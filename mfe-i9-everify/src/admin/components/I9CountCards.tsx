import { useT } from '@attest/shared-ui';
import { COUNT_CARDS, countCardLabel, type CountCard } from '../../i9-common/i9-labels';
import type { SubmissionCounts } from '../api/submissions-api';

const ALERTS: readonly CountCard[] = ['section2_overdue', 'reverify_overdue'];

/**
 * The I-9 dashboard's counts by state, each a labelled card; choosing one lists those records (again: all).
 */
export function I9CountCards({
  counts,
  selected,
  onSelect,
}: {
  counts: SubmissionCounts | undefined;
  selected: CountCard | null;
  onSelect: (state: CountCard | null) => void;
}) {
  const { t } = useT();
  return (
    <div className="i9-cards" role="group" aria-label={t('i9_counts', 'I-9 counts by state')}>
      {COUNT_CARDS.map((state) => {
        const n = counts?.[state];
        const alert = ALERTS.includes(state) && (n ?? 0) > 0;
        const label = countCardLabel(t, state);
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
            <span className="i9-count__value">{n ?? '…'}</span>
            <span className="i9-count__label">{label}</span>
          </button>
        );
      })}
    </div>
  );
}
