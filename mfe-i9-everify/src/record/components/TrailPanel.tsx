import { Card, ErrorPanel, LoadingBar, useT } from '@attest/shared-ui';
import { formatDateTime } from '../../i9-common/i9-record';
import type { Translate } from '../../i9-common/i9-text';
import { useGetI9TrailQuery, type TrailAnswer, type TrailRow } from '../api/record-api';
import { DownloadTrailCsv } from './DownloadTrailCsv';

function actionLabel(t: Translate, action: string): string {
  switch (action) {
    case 'create':
      return t('i9_trail_create', 'Created');
    case 'view':
      return t('i9_trail_view', 'Viewed');
    case 'update':
      return t('i9_trail_update', 'Changed');
    case 'sign':
      return t('i9_trail_sign', 'Signed');
    case 'correct':
      return t('i9_trail_correct', 'Corrected');
    case 'reveal':
      return t('i9_trail_reveal', 'Revealed the numbers');
    default:
      return t('i9_trail_other', 'Other');
  }
}

/** 'section1#2' → "Section 1, revision 2"; the other targets by name. */
function targetLabel(t: Translate, target: string | null): string {
  const m = /^(section1|section2|supplementB)#(\d+)$/.exec(target ?? '');
  if (m) {
    const section =
      m[1] === 'section1'
        ? t('i9_section1_short', 'Section 1')
        : m[1] === 'section2'
          ? t('i9_section2_short', 'Section 2')
          : t('i9_supplement_b_short', 'Supplement B');
    return t('i9_trail_revision', '{{section}}, revision {{n}}', { section, n: m[2] });
  }
  switch (target ?? '') {
    case '':
      return t('i9_trail_record', 'The I-9');
    case 'trail':
      return t('i9_trail_trail', 'The audit trail');
    case 'expiration':
      return t('i9_trail_expiration', 'The deadlines');
    case 'signed':
      return t('i9_trail_signed', 'The signed sections');
    case 'trail_export':
      return t('i9_trail_export_target', 'The audit trail (CSV download)');
    case 'documents_choice':
      return t('i9_trail_documents_choice', "The employee's choice of documents");
    default:
      return t('i9_trail_other_target', 'Other details');
  }
}

const changedFields = (after: unknown): string =>
  after && typeof after === 'object' && !Array.isArray(after)
    ? Object.keys(after)
        .filter((k) => k !== 'attested')
        .join(', ')
    : '';

function verificationText(t: Translate, v: TrailAnswer['verification']): string {
  if (v.ok) {
    return t('i9_trail_ok', 'Verified: {{rows}} entries, none changed or removed.', { rows: v.rows });
  }
  const why =
    v.reason === 'hash_mismatch'
      ? t('i9_trail_hash_mismatch', 'an entry was changed')
      : v.reason === 'seq_gap'
        ? t('i9_trail_seq_gap', 'an entry is missing')
        : v.reason === 'head_mismatch'
          ? t('i9_trail_head_mismatch', 'the last entries were removed')
          : t('i9_trail_chain_broken', 'the chain of entries is broken');
  return t('i9_trail_broken', 'Verification failed at entry {{seq}}: {{why}}.', {
    seq: v.broken_at ?? '?',
    why,
  });
}

/** The I-9's audit trail (who, when, from where, what) and whether its hash chain verifies. */
export function TrailPanel({ recordId }: { recordId: number }) {
  const { t } = useT();
  const trail = useGetI9TrailQuery(recordId, { refetchOnMountOrArgChange: true });
  const cols = {
    when: t('i9_trail_when', 'When'),
    who: t('i9_trail_who', 'Who'),
    what: t('i9_trail_what', 'What'),
  };
  return (
    <Card title={t('i9_trail_title', 'Audit trail')}>
      <LoadingBar active={trail.isFetching} />
      <div className="i9-actions">
        <DownloadTrailCsv recordId={recordId} />
      </div>
      {trail.isError ? (
        <ErrorPanel
          title={t('i9_trail_unavailable', 'The audit trail could not be loaded')}
          onRetry={() => void trail.refetch()}
        />
      ) : null}
      {trail.data ? (
        <>
          <p className={trail.data.verification.ok ? 'i9-ok' : 'i9-error'} role="status">
            {verificationText(t, trail.data.verification)}
          </p>
          <div className="i9-table-wrap">
            <table className="i9-table i9-stack">
              <thead>
                <tr>
                  <th scope="col">{cols.when}</th>
                  <th scope="col">{cols.who}</th>
                  <th scope="col">{cols.what}</th>
                </tr>
              </thead>
              <tbody>
                {trail.data.rows.map((row: TrailRow) => (
                  <tr key={row.seq}>
                    <td data-label={cols.when}>{formatDateTime(row.at)}</td>
                    <td data-label={cols.who}>
                      {row.actor_name ??
                        (row.actor_party === 'applicant'
                          ? t('i9_trail_employee', 'The employee')
                          : t('i9_trail_staff', 'Staff user'))}
                      {row.ip ? <span className="i9-muted"> ({row.ip})</span> : null}
                    </td>
                    <td data-label={cols.what}>
                      {actionLabel(t, row.action)}: {targetLabel(t, row.target)}
                      {changedFields(row.after) ? (
                        <span className="i9-muted"> — {changedFields(row.after)}</span>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : null}
    </Card>
  );
}
