import { ProgressBar, useT } from '@attest/shared-ui';
import type { TransferRunState } from '../hooks/useTransferRun';
import { transferErrorText, TRANSFER_MESSAGES } from '../transfer-texts';
import { SummaryLine } from './TransferPreview';

/** The running transfer's progress (real-time channel), then its result or the refusal. */
export function TransferRunPanel({ run }: { run: TransferRunState }) {
  const { t } = useT();
  if (run.phase === 'idle') {
    return null;
  }
  if (run.phase === 'failed') {
    return (
      <div className="bt-error" role="alert">
        {transferErrorText(t, run.error, 'transfer_failed', TRANSFER_MESSAGES.transfer_failed)}
      </div>
    );
  }
  if (run.phase === 'done' && run.result) {
    const key = run.result.messageKey;
    return (
      <div className="bt-result" role="status" data-changes={String(run.result.changes)}>
        <strong>{t(key, TRANSFER_MESSAGES[key] ?? key)}</strong>
        <SummaryLine label={t('transfer_templates', 'Templates')} counts={run.result.summary.templates} />
        <SummaryLine label={t('transfer_packages', 'Packages')} counts={run.result.summary.packages} />
      </div>
    );
  }
  return <ProgressBar value={run.progress} label={run.phase === 'starting' ? t('transfer_starting', 'Starting the transfer…') : t('transfer_running', 'Transferring…')} />;
}
