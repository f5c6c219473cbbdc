import type { SignatureRequest, SigRequestStatus } from '@attest/contracts';
import { Button, formatInTimeZone, useT, useToast } from '@attest/shared-ui';
import { signedFileUrl, useExtendExpirationMutation } from '../api/signature-requests-api';

const EXTEND_BY_DAYS = 7;

/** Staff read the spec's status names; shown as words. Literal keys so translation tooling finds them. */
function statusLabel(t: ReturnType<typeof useT>['t'], status: SigRequestStatus): string {
  const labels: Record<SigRequestStatus, string> = {
    SENT: t('sig_staff_status_sent', 'Sent'),
    OPENED: t('sig_staff_status_opened', 'Opened'),
    VIEWED: t('sig_staff_status_viewed', 'Viewed'),
    SIGNED: t('sig_staff_status_signed', 'Signed'),
    PROCESSING: t('sig_staff_status_processing', 'Processing'),
  };
  return labels[status] ?? status;
}

/** One request: status, documents, dates, and the staff actions on it. */
export function SignatureRequestRow({ applicantId, request, timeZone }: { applicantId: string; request: SignatureRequest; timeZone: string | null }) {
  const { t } = useT();
  const toast = useToast();
  const [extend, extending] = useExtendExpirationMutation();
  const open = async (kind: 'signed' | 'audit') => {
    try {
      const { url } = await signedFileUrl(applicantId, request.sig_request_id, kind);
      window.open(url, '_blank', 'noopener');
    } catch {
      toast.danger(t('file_not_found', 'File not found. Please contact support.'));
    }
  };
  return (
    <tr data-sig-request={request.sig_request_id}>
      <td data-label={t('package', 'Package')}>{request.package_name ?? `#${request.sig_request_id}`}</td>
      <td data-label={t('status', 'Status')}>
        <span className="at-badge" data-status={request.complete_date ? 'COMPLETE' : request.status}>
          {request.complete_date ? t('sig_status_complete', 'Complete') : statusLabel(t, request.status)}
        </span>
      </td>
      <td data-label={t('documents', 'Documents')}>{request.templates.map((tpl) => tpl.name).join(', ')}</td>
      <td data-label={t('expires', 'Expires')}>{formatInTimeZone(request.expiration_date, timeZone)}</td>
      <td className="aa-actions">
        {request.signed_document_available ? (
          <>
            <Button variant="link" onClick={() => void open('signed')}>
              {t('download_signed_pdf', 'Signed PDF')}
            </Button>
            <Button variant="link" onClick={() => void open('audit')}>
              {t('download_audit_trail', 'Audit trail')}
            </Button>
          </>
        ) : (
          <Button
            variant="link"
            loading={extending.isLoading}
            onClick={() =>
              void extend({ applicantId, sigRequestId: request.sig_request_id, days: EXTEND_BY_DAYS })
                .unwrap()
                .then(() => toast.success(t('expiration_extended', 'Expiration extended by {{days}} days', { days: EXTEND_BY_DAYS })))
                .catch(() => toast.danger())
            }
          >
            {t('extend_expiration', 'Extend by {{days}} days', { days: EXTEND_BY_DAYS })}
          </Button>
        )}
      </td>
    </tr>
  );
}
