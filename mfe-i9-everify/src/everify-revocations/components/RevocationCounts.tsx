import { useT } from '@attest/shared-ui';
import { MATCH_KINDS, type MatchKind, type RevocationCounts as Counts } from '../api/revocations-api';
import { matchLabel } from '../revocation-labels';

/** The counts by match kind, each a card; choosing one lists those rows (again: all). */
export function RevocationCounts({ counts, selected, onSelect }: { counts: Counts | undefined; selected: MatchKind | null; onSelect: (kind: MatchKind | null) => void }) {
  const { t } = useT();
  return (
    <div className="i9-cards" role="group" aria-label={t('revocations_counts', 'Revocations by match')}>
      {MATCH_KINDS.map((kind) => {
        const n = counts?.[kind];
        const label = matchLabel(t, kind);
        const alert = kind !== 'none' && (n ?? 0) > 0;
        return (
          <button
            key={kind}
            type="button"
            className={`i9-count${alert ? ' i9-count--alert' : ''}`}
            aria-pressed={selected === kind}
            aria-label={`${label}: ${n ?? '…'}`}
            data-kind={kind}
            onClick={() => onSelect(selected === kind ? null : kind)}
          >
            <span className="i9-count__value">{n ?? '…'}</span>
            <span className="i9-count__label">{label}</span>
          </button>
        );
      })}
    </div>
  );
}
