import { useState } from 'react';
import type { SyncRunDto } from '@attest/contracts';
import { Button, Card, ErrorPanel, formatInTimeZone, LoadingBar, ProgressBar, useT, useToast } from '@attest/shared-ui';
import { apiErrorText } from '../../admin-common/error-text';
import { AccountAdminStyles } from '../../applicants/components/AccountAdminStyles';
import { useGetIntegrationsQuery, useGetSyncRunsQuery, useStartSyncMutation, type SyncAction } from '../api/integrations-api';
import { integrationErrorText, kindLabel, outcomeText, partText, statusLabel } from '../sync-texts';
import { IntegrationsStyles } from './IntegrationsStyles';
import { useSyncRun, type RealtimeLike } from './useSyncRun';

const requestId = () => `ui-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

/**
 * `admin/integrations`: the customer's integrations with their health (integrationManagement), the ATS syncs
 * run by hand with live progress, retries and result messages, and the latest runs.
 */
export function IntegrationsPage({ realtime }: { realtime?: RealtimeLike } = {}) {
  const { t } = useT();
  const toast = useToast();
  const integrations = useGetIntegrationsQuery();
  const runs = useGetSyncRunsQuery();
  const [startSync, starting] = useStartSyncMutation();
  const [error, setError] = useState<string | null>(null);
  const { live, follow } = useSyncRun((run: SyncRunDto) => {
    const key = run.status === 'failed' ? 'ats_sync_failed' : (run.result?.messageKey ?? 'ats_sync_failed');
    const text = outcomeText(t, key, run.result);
    if (run.status === 'failed' || (run.result?.failed ?? 0) > 0) {
      toast.danger(text);
      if (run.result?.failures.length) {
        // "Please see console logs for details": the failed records' ids and why.
        console.error('ATS sync failures', run.result.failures);
      }
    } else {
      toast.success(text);
    }
    void integrations.refetch();
    void runs.refetch();
  }, realtime);
  const ats = integrations.data?.find((i) => i.name === 'ATS');

  const run = async (action: SyncAction) => {
    if (!ats) {
      return;
    }
    setError(null);
    try {
      follow(await startSync({ adapter: ats.adapter, action, request_id: requestId() }).unwrap());
      void runs.refetch();
    } catch (err) {
      setError(integrationErrorText(t, err, apiErrorText));
    }
  };

  const when = (iso: string | null) => (iso ? formatInTimeZone(iso, null) : t('ats_never', 'Never'));
  const busy = starting.isLoading || (live !== null && !live.finished);

  return (
    <Card title={t('integrations', 'Integrations')}>
      <AccountAdminStyles />
      <IntegrationsStyles />
      <LoadingBar active={integrations.isFetching || runs.isFetching} />
      {integrations.error ? <ErrorPanel title={t('integrations_unavailable', 'The integrations could not be loaded')} onRetry={() => void integrations.refetch()} /> : null}
      {integrations.data ? (
        <div className="aa-table-wrap">
          <table className="aa-table aa-stack">
            <caption>{t('integrations_health', 'Configured integrations and their health')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('integration_name', 'Integration')}</th>
                <th scope="col">{t('integration_adapter', 'Adapter')}</th>
                <th scope="col">{t('integration_configured', 'Configured')}</th>
                <th scope="col">{t('integration_last_success', 'Last success')}</th>
                <th scope="col">{t('integration_last_error', 'Last error')}</th>
                <th scope="col">{t('integration_queue_depth', 'Queued')}</th>
                <th scope="col">{t('integration_dead_letters', 'Failed syncs')}</th>
              </tr>
            </thead>
            <tbody>
              {integrations.data.map((i) => (
                <tr key={i.name}>
                  <td data-label={t('integration_name', 'Integration')}>{i.name}</td>
                  <td data-label={t('integration_adapter', 'Adapter')}>{i.adapter}</td>
                  <td data-label={t('integration_configured', 'Configured')}>{i.configured ? t('yes', 'Yes') : t('no', 'No')}</td>
                  <td data-label={t('integration_last_success', 'Last success')}>{when(i.last_success)}</td>
                  <td data-label={t('integration_last_error', 'Last error')} className="aa-break">{i.last_error ? `${when(i.last_error_at)}: ${i.last_error}` : t('none', 'None')}</td>
                  <td data-label={t('integration_queue_depth', 'Queued')}>{i.queue_depth}</td>
                  <td data-label={t('integration_dead_letters', 'Failed syncs')}>{i.dead_letters}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}

      <h2 className="int-section">{t('ats_syncs', 'ATS synchronization')}</h2>
      {ats && !ats.configured ? <p role="alert">{t('ats_not_configured', 'The ATS adapter is not configured: set its address and client in Account settings.')}</p> : null}
      <div className="int-actions">
        <Button onClick={() => void run('categories/sync')} disabled={!ats?.configured || busy}>{t('ats_sync_categories', 'Sync categories')}</Button>
        <Button variant="secondary" onClick={() => void run('joborders/syncAll')} disabled={!ats?.configured || busy}>{t('ats_sync_joborders_all', 'Sync all job orders')}</Button>
        <Button variant="secondary" onClick={() => void run('joborders/sync')} disabled={!ats?.configured || busy}>{t('ats_sync_joborders_changes', 'Sync job order changes')}</Button>
      </div>
      {error ? <p role="alert" className="aa-error">{error}</p> : null}
      {live ? (
        <section className="int-live" aria-live="polite" data-testid="sync-live">
          <ProgressBar value={live.progress} label={`${kindLabel(t, live.run.kind)} — ${statusLabel(t, live.finished ? live.run.status : live.run.status === 'queued' ? 'running' : live.run.status)}`} />
          {live.run.deduplicated && !live.finished ? <p>{t('ats_sync_already_running', 'This sync was already running; showing it.')}</p> : null}
          {live.retries.length ? (
            <ul aria-label={t('ats_sync_retries', 'Retries')}>
              {live.retries.map((r, i) => (
                <li key={i}>{t('ats_sync_retry_note', 'The ATS answered {{status}}; retrying in {{seconds}} s.', { status: r.status || t('ats_sync_error', 'an error'), seconds: Math.round(r.wait_ms / 100) / 10 })}</li>
              ))}
            </ul>
          ) : null}
          {live.parts.length ? (
            <ul aria-label={t('ats_sync_results', 'Results')}>
              {live.parts.map((p) => (
                <li key={p.index}>{partText(t, p)}</li>
              ))}
            </ul>
          ) : null}
          {live.finished && live.run.result?.retries ? (
            <p data-testid="sync-retried">
              {t('ats_sync_retried_note', 'The ATS asked to wait or was unavailable {{count}} time(s); the sync waited {{seconds}} s in all and went on.', {
                count: live.run.result.retries,
                seconds: Math.round(live.run.result.waited_ms / 100) / 10,
              })}
            </p>
          ) : null}
          {live.finished ? (
            <p className="int-outcome" data-testid="sync-outcome">
              {outcomeText(t, live.run.status === 'failed' ? 'ats_sync_failed' : (live.run.result?.messageKey ?? 'ats_sync_failed'), live.run.result)}
            </p>
          ) : null}
        </section>
      ) : null}

      <h2 className="int-section">{t('ats_sync_runs', 'Latest runs')}</h2>
      {runs.data && !runs.data.length ? <p>{t('ats_no_runs', 'No synchronization has run yet.')}</p> : null}
      {runs.data?.length ? (
        <div className="aa-table-wrap">
          <table className="aa-table aa-stack">
            <thead>
              <tr>
                <th scope="col">{t('ats_sync_kind', 'Sync')}</th>
                <th scope="col">{t('status', 'Status')}</th>
                <th scope="col">{t('ats_sync_started', 'Started')}</th>
                <th scope="col">{t('ats_sync_outcome', 'Outcome')}</th>
              </tr>
            </thead>
            <tbody>
              {runs.data.map((r) => (
                <tr key={r.run_id}>
                  <td data-label={t('ats_sync_kind', 'Sync')}>{kindLabel(t, r.kind)}</td>
                  <td data-label={t('status', 'Status')}>{statusLabel(t, r.status)}</td>
                  <td data-label={t('ats_sync_started', 'Started')}>{formatInTimeZone(r.created_at, null)}</td>
                  <td data-label={t('ats_sync_outcome', 'Outcome')} className="aa-break">
                    {r.status === 'succeeded' || r.status === 'failed' ? outcomeText(t, r.status === 'failed' ? 'ats_sync_failed' : (r.result?.messageKey ?? 'ats_sync_failed'), r.result) : ''}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </Card>
  );
}
