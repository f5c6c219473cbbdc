import { useCallback, useEffect, useRef, useState } from 'react';
import type { TFunction } from 'i18next';
import { Button, Card, useCan, useT } from '@attest/shared-ui';
import { PERMISSIONS } from '@attest/contracts';
import { ErrorAlert } from '../../admin-common/ErrorAlert';
import { apiErrorText } from '../../admin-common/error-text';
import { applicantAtsCalls, type ApplicantAtsStatus, type ApplicantAtsSync, type SyncOutPreview } from '../api/applicant-ats-api';

/** English of the applicant sync outcome keys (decision 0051); Spanish is in the translations seed. */
export const APPLICANT_SYNC_EN: Record<string, string> = {
  ats_sync_out_created: 'The candidate was created in the ATS.',
  ats_sync_out_updated: 'The ATS candidate was updated: {{fields}}.',
  ats_sync_out_up_to_date: 'The ATS candidate was already up to date.',
  ats_sync_out_applicant_gone: 'The applicant no longer exists; nothing was sent.',
  ats_placements_synced: 'Placements synchronized. Added: {{inserted}} Updated: {{updated}} Unchanged: {{unchanged}}',
  ats_no_candidate: 'The applicant has no ATS candidate yet; sync the applicant out first.',
  ats_credentials_sent: 'Credential files sent to the ATS: {{sent}}.',
  ats_inbound_applied: 'Changed by the ATS: {{fields}}.',
  ats_inbound_up_to_date: 'The ATS sent a change that was already here.',
  ats_inbound_disabled: 'A change from the ATS was received and not applied (sync from the ATS is turned off).',
  ats_inbound_no_applicant: 'A change from the ATS named no applicant of this account.',
  ats_sync_failed: 'The synchronization failed after its retries. It is on the failed syncs list, where it can be retried.',
  ats_sync_nothing_to_do: 'Nothing to do.',
};

export function syncResultText(t: TFunction, s: ApplicantAtsSync): string {
  if (s.status === 'queued' || s.status === 'running') {
    return t('ats_applicant_sync_pending', 'In progress…');
  }
  const key = s.result?.messageKey ?? (s.status === 'failed' ? 'ats_sync_failed' : 'ats_sync_nothing_to_do');
  const r = s.result ?? {};
  return t(key, APPLICANT_SYNC_EN[key] ?? APPLICANT_SYNC_EN.ats_sync_failed, {
    fields: (r.changed_fields ?? []).join(', '),
    inserted: r.inserted ?? 0,
    updated: r.updated ?? 0,
    unchanged: r.unchanged ?? 0,
    sent: r.sent ?? 0,
  });
}

const kindText = (t: TFunction, kind: ApplicantAtsSync['kind']) =>
  ({
    sync_out: t('ats_applicant_kind_sync_out', 'Sync out'),
    placements: t('ats_applicant_kind_placements', 'Placement sync'),
    credentials: t('ats_applicant_kind_credentials', 'Credential send'),
    inbound: t('ats_applicant_kind_inbound', 'Change from the ATS'),
  })[kind];

const newRequestId = () => `ui-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

/**
 * The applicant page's "ATS" section (decision 0051): the candidate's id in the ATS, the outbound sync with its
 * preview (which ATS fields change, from → to), the placement sync and the last results. The list is read
 * again while a sync is still going.
 */
export function ApplicantAtsSection({ applicantId }: { applicantId: string }) {
  const { t } = useT();
  const canWrite = useCan(PERMISSIONS.APPLICANTS_WRITE);
  const [status, setStatus] = useState<ApplicantAtsStatus | null>(null);
  const [loadError, setLoadError] = useState(false);
  const [preview, setPreview] = useState<SyncOutPreview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const requestId = useRef(newRequestId());

  const load = useCallback(async () => {
    try {
      setStatus(await applicantAtsCalls.status(applicantId));
      setLoadError(false);
    } catch {
      setLoadError(true);
    }
  }, [applicantId]);

  useEffect(() => {
    void load();
  }, [load]);

  const going = status?.syncs.some((s) => s.status === 'queued' || s.status === 'running') ?? false;
  useEffect(() => {
    if (!going) {
      return undefined;
    }
    const timer = setTimeout(() => void load(), 1500);
    return () => clearTimeout(timer);
  }, [going, load, status]);

  const act = async (work: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (err) {
      setError(apiErrorText(t, err));
    } finally {
      setBusy(false);
    }
  };

  const adapter = status?.adapter ?? '';
  const showPreview = () => act(async () => setPreview(await applicantAtsCalls.preview(adapter, applicantId)));
  const syncOut = () =>
    act(async () => {
      await applicantAtsCalls.syncOut(adapter, applicantId, requestId.current);
      requestId.current = newRequestId();
      setPreview(null);
      await load();
    });
  const syncPlacements = () =>
    act(async () => {
      await applicantAtsCalls.syncPlacements(adapter, applicantId);
      await load();
    });

  return (
    <Card title={t('ats_applicant_title', 'ATS')} className="ad-ats">
      {loadError ? <ErrorAlert message={t('ats_applicant_unavailable', 'The ATS details could not be loaded.')} /> : null}
      {status ? (
        <>
          <p>
            {t('ats_applicant_external_id', 'Candidate id in the ATS')}: <strong data-testid="ats-external-id">{status.external_id ?? t('ats_applicant_no_external_id', 'not linked yet')}</strong>
          </p>
          {!status.configured ? <p>{t('ats_not_configured', 'The ATS adapter is not configured: set its address and client in Account settings.')}</p> : null}
          {canWrite && status.configured ? (
            <div className="ad-actions">
              <Button variant="secondary" onClick={() => void showPreview()} disabled={busy}>
                {t('ats_applicant_preview', 'Preview sync out')}
              </Button>
              <Button variant="secondary" onClick={() => void syncPlacements()} disabled={busy || !status.external_id}>
                {t('ats_applicant_sync_placements', 'Sync placements')}
              </Button>
            </div>
          ) : null}
        </>
      ) : null}
      {error ? <ErrorAlert message={error} /> : null}
      {preview ? (
        <section aria-label={t('ats_applicant_preview_title', 'What the sync would change')}>
          <h3>{t('ats_applicant_preview_title', 'What the sync would change')}</h3>
          {preview.creates ? <p>{t('ats_applicant_preview_creates', 'The ATS has no candidate for this applicant: the sync creates one.')}</p> : null}
          {preview.changes.length === 0 ? (
            <p>{t('ats_applicant_preview_none', 'The ATS candidate is up to date.')}</p>
          ) : (
            <table className="at-entity-table">
              <thead>
                <tr>
                  <th>{t('ats_applicant_field', 'ATS field')}</th>
                  <th>{t('ats_applicant_from', 'In the ATS')}</th>
                  <th>{t('ats_applicant_to', 'After the sync')}</th>
                </tr>
              </thead>
              <tbody>
                {preview.changes.map((c) => (
                  <tr key={c.field}>
                    <td data-label={t('ats_applicant_field', 'ATS field')}>{c.field}</td>
                    <td data-label={t('ats_applicant_from', 'In the ATS')}>{c.from ?? '—'}</td>
                    <td data-label={t('ats_applicant_to', 'After the sync')}>{c.to ?? '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {preview.changes.length > 0 || preview.creates ? (
            <Button onClick={() => void syncOut()} disabled={busy}>
              {t('ats_applicant_sync_out', 'Sync out to the ATS')}
            </Button>
          ) : null}
        </section>
      ) : null}
      {status?.syncs.length ? (
        <section aria-label={t('ats_applicant_last_results', 'Last results')}>
          <h3>{t('ats_applicant_last_results', 'Last results')}</h3>
          <ul className="ad-list">
            {status.syncs.map((s) => (
              <li key={s.id} className="ad-row">
                <span>
                  <strong>{kindText(t, s.kind)}</strong> · {new Date(s.finished_at ?? s.created_at).toLocaleString()}
                </span>
                <span>{syncResultText(t, s)}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </Card>
  );
}
