import { formatDate, useT } from '@attest/shared-ui';
import { reverifyCountdownBadge } from '../../admin/countdown-badges';
import { I9Badge } from '../../i9-common/I9Badge';
import type { I9RecordView } from '../../i9-common/i9-record';
import type { ExpirationAnswer } from '../../record/api/record-api';

/**
 * Where reverification stands (GET /api/v1/submissions/{id}/expiration): the day the authorization ends and the
 * countdown to it, or why there is nothing to reverify.
 */
export function ReverifyStatus({
  record,
  expiration,
}: {
  record: I9RecordView;
  expiration: ExpirationAnswer | undefined;
}) {
  const { t } = useT();
  const until = expiration?.work_auth_until ?? record.work_auth_until;
  if (!until) {
    return (
      <p className="i9-muted">
        {t('i9_reverify_not_required', 'Nothing on this Form I-9 calls for reverification')}
      </p>
    );
  }
  const countdown = expiration?.reverify_countdown ?? null;
  return (
    <div className="i9-note" role="status">
      <p style={{ margin: 0 }}>
        {t('i9_supb_reverify_by', 'Work authorization ends on {{date}}: reverify no later than that day.', {
          date: formatDate(until),
        })}
      </p>
      {countdown ? (
        <I9Badge badge={reverifyCountdownBadge(t, countdown, expiration?.reverify_bucket ?? null)} />
      ) : expiration && record.termination_date ? (
        <p className="i9-muted" style={{ margin: 0 }}>
          {t('i9_supb_terminated', 'Employment ended on {{date}}: no reverification is due.', {
            date: formatDate(record.termination_date),
          })}
        </p>
      ) : null}
    </div>
  );
}
