import type { SigRequestStatus } from '@attest/contracts';
import { useT } from '@attest/shared-ui';

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
      <span className="applicant-badge applicant-badge--completed" data-status="COMPLETE">
        {t('sig_status_complete', 'Complete')}
      </span>
    );
  }
  return (
    <span className={`applicant-badge applicant-badge--${status.toLowerCase()}`} data-status={status}>
      {labels[status] ?? status}
    </span>
  );
}
