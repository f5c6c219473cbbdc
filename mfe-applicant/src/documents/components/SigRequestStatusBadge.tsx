import type { SigRequestStatus } from '@attest/contracts';
import { useT } from '@attest/shared-ui';

/** Spec §4 "Signature request" statuses as a badge. Literal keys so the Spanish coverage test sees them. */
export function SigRequestStatusBadge({ status }: { status: SigRequestStatus }) {
  const { t } = useT();
  const labels: Record<SigRequestStatus, string> = {
    SENT: t('sig_status_sent', 'New'),
    OPENED: t('sig_status_opened', 'In progress'),
    VIEWED: t('sig_status_viewed', 'Ready to sign'),
    SIGNED: t('sig_status_signed', 'Signed'),
    PROCESSING: t('sig_status_processing', 'Processing'),
  };
  return (
    <span className={`applicant-badge applicant-badge--${status.toLowerCase()}`} data-status={status}>
      {labels[status] ?? status}
    </span>
  );
}
