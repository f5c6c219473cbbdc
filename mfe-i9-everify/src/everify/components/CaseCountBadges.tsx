import { EVERIFY_CASE_STATUSES, type EverifyCaseStatus } from '@attest/contracts';
import { useT } from '@attest/shared-ui';
import type { CaseCounts } from '../api/everify-cases-api';
import { statusText } from '../everify-labels';

/** A filter the counts offer: every case, the open ones, those waiting for E-Verify, or one status. */
export type CaseFilter = 'all' | 'open' | 'awaiting' | EverifyCaseStatus;

/**
 * The cases' counts by status as labelled buttons (never a bare number): choosing one lists those cases.
 * Statuses without cases are left out, except the one chosen.
 */
export function CaseCountBadges({ counts, selected, onSelect }: { counts: CaseCounts | undefined; selected: CaseFilter; onSelect: (f: CaseFilter) => void }) {
  const { t } = useT();
  const entries: [CaseFilter, string, number | undefined][] = [
    ['all', t('everify_count_all', 'All cases'), counts?.total],
    ['open', t('everify_count_open', 'Open'), counts?.open],
    ['awaiting', t('everify_count_waiting', 'Waiting for E-Verify'), counts?.awaiting_service],
    ...EVERIFY_CASE_STATUSES.filter((s) => (counts?.[s] ?? 0) > 0 || s === selected).map((s): [CaseFilter, string, number | undefined] => [s, statusText(t, s), counts?.[s]]),
  ];
  const alert: CaseFilter[] = ['SSA_TNC', 'DHS_TNC', 'PHOTO_MATCHING', 'DUPLICATE_CASE_ALERT', 'FINAL_NONCONFIRMATION', 'DHS_NO_SHOW'];
  return (
    <div className="i9-cards" role="group" aria-label={t('everify_counts', 'E-Verify cases by status')}>
      {entries.map(([filter, label, n]) => (
        <button
          key={filter}
          type="button"
          className={`i9-count${alert.includes(filter) && (n ?? 0) > 0 ? ' i9-count--alert' : ''}`}
          aria-pressed={selected === filter}
          aria-label={`${label}: ${n ?? '…'}`}
          data-filter={filter}
          onClick={() => onSelect(selected === filter && filter !== 'all' ? 'all' : filter)}
        >
          <span className="i9-count__value">{n ?? '…'}</span>
          <span className="i9-count__label">{label}</span>
        </button>
      ))}
    </div>
  );
}
