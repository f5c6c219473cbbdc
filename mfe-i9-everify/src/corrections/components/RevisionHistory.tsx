import { Fragment, useState } from 'react';
import { Button, formatDate, useT } from '@attest/shared-ui';
import { formatDateTime, type I9RevisionView } from '../../i9-common/i9-record';
import type { CorrectionEntry, RevisionSummary } from '../api/corrections-api';
import { sectionLabel } from '../revision-labels';
import { RevisionValues } from './RevisionValues';

/**
 * Every revision of the record (Section 1, Section 2, Supplement B), oldest first: who signed it and when, what
 * it corrects and who corrected it when; "View" shows that revision's values read only, so the corrected
 * originals stay readable. A table on a wide screen, stacked cards on a phone.
 */
export function RevisionHistory({
  recordId,
  revisions,
  history,
  unsigned,
}: {
  recordId: number;
  revisions: RevisionSummary[];
  history: CorrectionEntry[];
  unsigned: I9RevisionView[];
}) {
  const { t } = useT();
  const [open, setOpen] = useState<number | null>(null);
  if (revisions.length === 0) {
    return <p className="i9-muted">{t('i9_revisions_none', 'Nothing has been saved on this I-9 yet.')}</p>;
  }
  const cols = {
    section: t('i9_col_section', 'Section'),
    revision: t('i9_col_revision', 'Revision'),
    signed: t('i9_col_signed', 'Signed'),
    correction: t('i9_col_correction', 'Correction'),
    view: t('i9_col_values', 'Values'),
  };
  const byId = new Map(revisions.map((r) => [r.revision_id, r]));
  const corrections = new Map(history.map((h) => [h.revision_id, h]));
  return (
    <div className="i9-table-wrap">
      <table className="i9-table i9-stack" aria-label={t('i9_revisions_title', 'Revisions')}>
        <thead>
          <tr>
            <th scope="col">{cols.section}</th>
            <th scope="col">{cols.revision}</th>
            <th scope="col">{cols.signed}</th>
            <th scope="col">{cols.correction}</th>
            <th scope="col">{cols.view}</th>
          </tr>
        </thead>
        <tbody>
          {revisions.map((r) => {
            const label = `${sectionLabel(t, r.section)}, ${t('i9_revision_n', 'revision {{number}}', { number: r.revision })}`;
            const correction = corrections.get(r.revision_id);
            const corrected = r.corrects_revision_id ? byId.get(r.corrects_revision_id) : undefined;
            const shown = open === r.revision_id;
            return (
              <Fragment key={r.revision_id}>
                <tr data-revision={r.revision_id}>
                  <td data-label={cols.section}>{sectionLabel(t, r.section)}</td>
                  <td data-label={cols.revision}>{r.revision}</td>
                  <td data-label={cols.signed}>
                    {r.signed
                      ? `${formatDate(r.signed_at)}${r.signed_by_name ? ` — ${r.signed_by_name}` : ''}`
                      : t('i9_waiting_signature', 'Waiting for the signature')}
                  </td>
                  <td data-label={cols.correction}>
                    {r.corrects_revision_id ? (
                      <>
                        {t('i9_corrects_revision', 'Corrects revision {{number}}', {
                          number: corrected?.revision ?? '?',
                        })}
                        <br />
                        <span className="i9-muted">
                          {t('i9_corrected_by', 'Corrected by {{name}} on {{date}}', {
                            name: correction?.corrected_by_name ?? t('i9_unknown_person', 'unknown'),
                            date: formatDateTime(correction?.created_at ?? r.created_at),
                          })}
                        </span>
                      </>
                    ) : (
                      <span className="i9-muted">{t('i9_original', 'Original')}</span>
                    )}
                  </td>
                  <td data-label={cols.view}>
                    <Button
                      variant="secondary"
                      aria-expanded={shown}
                      aria-label={`${shown ? t('i9_hide', 'Hide') : t('i9_view', 'View')}: ${label}`}
                      onClick={() => setOpen(shown ? null : r.revision_id)}
                    >
                      {shown ? t('i9_hide', 'Hide') : t('i9_view', 'View')}
                    </Button>
                  </td>
                </tr>
                {shown ? (
                  <tr>
                    <td colSpan={5}>
                      <div className="i9-row" role="region" aria-label={label}>
                        <RevisionValues recordId={recordId} revision={r} unsigned={unsigned} />
                      </div>
                    </td>
                  </tr>
                ) : null}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
