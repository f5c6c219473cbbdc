import type { SigRequestStatus } from '@attest/contracts';
import { StatusBadge, useT, type Tone } from '@attest/shared-ui';

const TONES: Record<SigRequestStatus, Tone> = { SENT: 'warning', OPENED: 'info', VIEWED: 'info', SIGNED: 'success', PROCESSING: 'info' };

/** Spec §4 "Signature request" statuses as a badge. Literal keys so the Spanish coverage test sees them. */
export function SigRequestStatusBadge({ status, complete = false }: { status: SigRequestStatus; complete?: boolean }) {
  const { t } = useT();
  const labels: Record<SigRequestStatus, string> = {
    SENT: t('sig_status_sent', 'New'),
    OPENED: t('sig_status_opened', 'In progress'),
    VIEWED: t('sig_status_viewed', 'Ready to sign'),
    SIGNED: t('sig_status_signed', 'Signed'),
    PROCESSING: t('sig_status_processing', 'Processing'),
  };
  // Completion is a date, not a status (the status stays where signing left it).
  if (complete) {
    return (
      <StatusBadge tone="success" icon="done" status="COMPLETE">
        {t('sig_status_complete', 'Complete')}
      </StatusBadge>
    );
  }
  return (
    <StatusBadge tone={TONES[status] ?? 'neutral'} status={status}>
      {labels[status] ?? t('sig_status_unknown', 'Unknown status')}
    </StatusBadge>
  );
}
