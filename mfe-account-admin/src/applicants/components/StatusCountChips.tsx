import type { ApplicationStatus, ApplicationStatusCounts } from '@attest/contracts';
import { applicationStatusLabel, useT } from '@attest/shared-ui';

/** One chip per application status with its count (POST /api/v1/applications/counts); a chip toggles that status filter. */
export function StatusCountChips({ counts, selected, onSelect }: { counts?: ApplicationStatusCounts; selected?: ApplicationStatus; onSelect: (status: ApplicationStatus | undefined) => void }) {
  const { t } = useT();
  if (!counts) {
    return null;
  }
  return (
    <div className="aa-chips" role="group" aria-label={t('applicants_by_status', 'Applicants by application status')}>
      <button type="button" className="aa-chip" aria-pressed={!selected} onClick={() => onSelect(undefined)}>
        {t('all_statuses', 'All statuses')} <span className="aa-chip__count">{counts.total}</span>
      </button>
      {counts.counts.map((c) => (
        <button key={c.status} type="button" className="aa-chip" aria-pressed={selected === c.status} data-status={c.status} onClick={() => onSelect(selected === c.status ? undefined : c.status)}>
          {applicationStatusLabel(t, c.status)} <span className="aa-chip__count">{c.count}</span>
        </button>
      ))}
    </div>
  );
}
