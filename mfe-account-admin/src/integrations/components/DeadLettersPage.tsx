import { useState } from 'react';
import type { SyncRunDto } from '@attest/contracts';
import { Button, Card, ErrorPanel, formatInTimeZone, LoadingBar, useT, useToast } from '@attest/shared-ui';
import { apiErrorText } from '../../admin-common/error-text';
import { AccountAdminStyles } from '../../applicants/components/AccountAdminStyles';
import { useGetDeadLettersQuery, useRetryDeadLetterMutation } from '../api/integrations-api';
import { integrationErrorText, kindLabel, outcomeText } from '../sync-texts';
import { IntegrationsStyles } from './IntegrationsStyles';
import { useSyncRun, type RealtimeLike } from './useSyncRun';

/** `admin/integrations/failed-syncs`: syncs that failed after their retries (the dead-letter list), each retried once from here. */
export function DeadLettersPage({ realtime }: { realtime?: RealtimeLike } = {}) {
  const { t } = useT();
  const toast = useToast();
  const letters = useGetDeadLettersQuery();
  const [retry, retrying] = useRetryDeadLetterMutation();
  const [error, setError] = useState<string | null>(null);
  const { live, follow } = useSyncRun((run: SyncRunDto) => {
    const text = outcomeText(t, run.status === 'failed' ? 'ats_sync_failed' : (run.result?.messageKey ?? 'ats_sync_failed'), run.result);
    if (run.status === 'failed') {
      toast.danger(text);
    } else {
      toast.success(text);
    }
    void letters.refetch();
  }, realtime);

  const onRetry = async (id: number) => {
    setError(null);
    try {
      follow(await retry(id).unwrap());
      void letters.refetch();
    } catch (err) {
      setError(integrationErrorText(t, err, apiErrorText));
    }
  };

  return (
    <Card title={t('ats_dead_letters', 'Failed syncs')}>
      <AccountAdminStyles />
      <IntegrationsStyles />
      <p className="aa-muted">{t('ats_dead_letters_intro', 'Synchronizations that still failed after 3 tries. Retry one when the cause is fixed.')}</p>
      <LoadingBar active={letters.isFetching} />
      {letters.error ? <ErrorPanel title={t('ats_dead_letters_unavailable', 'The failed syncs could not be loaded')} onRetry={() => void letters.refetch()} /> : null}
      {error ? <p role="alert" className="aa-error">{error}</p> : null}
      {live ? (
        <p className="int-live" aria-live="polite" data-testid="sync-outcome">
          {live.finished
            ? outcomeText(t, live.run.status === 'failed' ? 'ats_sync_failed' : (live.run.result?.messageKey ?? 'ats_sync_failed'), live.run.result)
            : t('ats_sync_retry_running', 'Retrying {{sync}}…', { sync: kindLabel(t, live.run.kind) })}
        </p>
      ) : null}
      {letters.data && !letters.data.length ? <p>{t('ats_no_dead_letters', 'No failed syncs.')}</p> : null}
      {letters.data?.length ? (
        <div className="aa-table-wrap">
          <table className="aa-table aa-stack">
            <thead>
              <tr>
                <th scope="col">{t('ats_sync_kind', 'Sync')}</th>
                <th scope="col">{t('ats_failed_at', 'Failed')}</th>
                <th scope="col">{t('ats_error', 'Error')}</th>
                <th scope="col">{t('ats_retried', 'Retried')}</th>
                <th scope="col">{t('actions', 'Actions')}</th>
              </tr>
            </thead>
            <tbody>
              {letters.data.map((d) => (
                <tr key={d.id}>
                  <td data-label={t('ats_sync_kind', 'Sync')}>{kindLabel(t, d.kind)}</td>
                  <td data-label={t('ats_failed_at', 'Failed')}>{formatInTimeZone(d.failed_at, null)}</td>
                  <td data-label={t('ats_error', 'Error')} className="aa-break">{d.error}</td>
                  <td data-label={t('ats_retried', 'Retried')}>{d.retried_at ? formatInTimeZone(d.retried_at, null) : t('no', 'No')}</td>
                  <td data-label={t('actions', 'Actions')}>
                    <Button variant="secondary" disabled={retrying.isLoading || d.retry_run_id !== null} onClick={() => void onRetry(d.id)}
                      aria-label={t('ats_retry_sync', 'Retry {{sync}}', { sync: kindLabel(t, d.kind) })}>
                      {t('retry', 'Retry')}
                    </Button>
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
