import { useState } from 'react';
import { Button, ErrorPanel, LoadingBar, useT, useToast } from '@attest/shared-ui';
import { fetchChecklistPdf, useListAssignedQuery } from '../api/skill-checklists-api';

const STATE_TEXT: Record<string, [string, string]> = {
  ADDED: ['scl_state_added', 'Added'],
  STARTED: ['scl_state_started', 'Started'],
  SAVED: ['scl_state_saved', 'Saved'],
  SAVED_WITH_SIGNATURE: ['scl_state_signed', 'Saved with signature'],
  COMPLETED: ['scl_state_completed', 'Completed'],
  SKIPPED: ['scl_state_skipped', 'Skipped'],
};

/** Who the checklist is assigned to, with the completed checklists' PDFs. */
export function AssignedChecklists({ checklistId }: { checklistId: number }) {
  const { t } = useT();
  const toast = useToast();
  const [completedOnly, setCompletedOnly] = useState(false);
  const { data = [], error, isFetching, refetch } = useListAssignedQuery({ id: checklistId, completedOnly });
  const openPdf = async (id: number) => {
    // Opened before the fetch so a pop-up blocker sees the click; filled when the PDF arrives.
    const win = window.open('', '_blank');
    try {
      const url = await fetchChecklistPdf(id);
      if (win) {
        win.location.href = url;
      } else {
        window.location.assign(url);
      }
    } catch {
      win?.close();
      toast.danger(t('scl_pdf_failed', 'The PDF could not be opened.'));
    }
  };
  return (
    <section className="scl-assigned" aria-label={t('scl_assigned', 'Assigned checklists')}>
      <h3 className="scl-heading">{t('scl_assigned', 'Assigned checklists')}</h3>
      <LoadingBar active={isFetching} />
      <label className="scl-check">
        <input type="checkbox" checked={completedOnly} onChange={(e) => setCompletedOnly(e.target.checked)} />
        {t('scl_completed_only', 'Completed only')}
      </label>
      {error ? <ErrorPanel title={t('scl_assigned_unavailable', 'The assigned checklists could not be loaded')} onRetry={() => void refetch()} /> : null}
      {!error && !isFetching && data.length === 0 ? <p>{t('scl_assigned_none', 'Nobody has this checklist yet.')}</p> : null}
      {data.length ? (
        <div className="ca-table-wrap">
          <table className="ca-table">
            <thead>
              <tr>
                <th>{t('scl_applicant', 'Applicant')}</th>
                <th>{t('scl_state', 'State')}</th>
                <th>{t('scl_assigned_on', 'Assigned')}</th>
                <th>{t('scl_completed_on', 'Completed')}</th>
                <th>{t('scl_pdf', 'PDF')}</th>
              </tr>
            </thead>
            <tbody>
              {data.map((r) => {
                const [key, english] = STATE_TEXT[r.state] ?? [r.state, r.state];
                return (
                  <tr key={r.id}>
                    <td data-label={t('scl_applicant', 'Applicant')}>{r.applicant_name || `#${r.applicant_id}`}</td>
                    <td data-label={t('scl_state', 'State')}>{t(key, english)}</td>
                    <td data-label={t('scl_assigned_on', 'Assigned')}>{r.assigned_date}</td>
                    <td data-label={t('scl_completed_on', 'Completed')}>{r.completed_date ?? '—'}</td>
                    <td data-label={t('scl_pdf', 'PDF')}>
                      {r.state === 'COMPLETED' ? (
                        <Button variant="link" onClick={() => void openPdf(r.id)} aria-label={t('scl_open_pdf_of', 'PDF of {{name}}', { name: r.applicant_name })}>
                          {t('scl_open_pdf', 'Open PDF')}
                        </Button>
                      ) : (
                        '—'
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
