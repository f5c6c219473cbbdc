import { formatDate, useT } from '@attest/shared-ui';
import { I9Badge } from '../../i9-common/I9Badge';
import { i9StatusBadge, reverifyBadge, section2CountdownBadge } from '../../i9-common/i9-labels';
import type { I9RecordView } from '../../i9-common/i9-record';
import type { ExpirationAnswer } from '../api/record-api';

/** The record's status, deadlines with their countdowns (computed by the server in business days) and retention. */
export function RecordHeader({
  record,
  expiration,
}: {
  record: I9RecordView;
  expiration: ExpirationAnswer | undefined;
}) {
  const { t } = useT();
  const notSet = t('i9_not_set', 'Not set');
  const rows: [string, string][] = [
    [t('i9_edition', 'Form edition'), record.edition],
    [t('i9_col_first_day', 'First day of employment'), formatDate(record.first_day_of_employment, notSet)],
    [t('i9_section2_due', 'Section 2 due'), formatDate(record.section2_due, notSet)],
    [
      t('i9_work_auth_until_staff', 'Work authorization ends (reverify by)'),
      formatDate(record.work_auth_until, t('i9_na', 'N/A')),
    ],
    [
      t('i9_retention_until', 'Keep the I-9 until'),
      formatDate(expiration?.retention?.until ?? record.retention_until, notSet),
    ],
  ];
  return (
    <>
      <div>
        <I9Badge badge={i9StatusBadge(t, record.status)} />
        {record.section2.current ? null : (
          <I9Badge badge={section2CountdownBadge(t, expiration?.section2_countdown ?? null)} />
        )}
        <I9Badge badge={reverifyBadge(t, expiration?.reverify_bucket ?? null)} />
        {record.pending_correction ? (
          <I9Badge badge={{ tone: 'warn', label: t('i9_correction_waiting', 'Correction waiting') }} />
        ) : null}
        {record.legal_hold ? (
          <I9Badge badge={{ tone: 'muted', label: t('i9_legal_hold', 'Legal hold') }} />
        ) : null}
      </div>
      <dl className="i9-values">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
