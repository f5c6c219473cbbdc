import { Link } from 'react-router-dom';
import type { SignatureRequest } from '@attest/contracts';
import { formatInTimeZone, useContentText, useT } from '@attest/shared-ui';
import { SigRequestStatusBadge } from './SigRequestStatusBadge';
import { SignedDocumentActions } from './SignedDocumentActions';

export interface SigRequestSummaryProps {
  request: SignatureRequest;
  timeZone: string | null;
  /** `/{c}/{l}/documents/{id}` for a request to do; none for a signed one. */
  openPath?: string;
  /** Signed and downloads allowed: Preview / Download of the signed PDF. */
  downloadFor?: string;
}

/** One signature request in a list: its documents, expiration (applicant's zone, MM/DD/YYYY) and status. */
export function SigRequestSummary({ request, timeZone, openPath, downloadFor }: SigRequestSummaryProps) {
  const { t } = useT();
  const text = useContentText();
  const templates = request.templates.filter((tpl) => !tpl.hide_from_applicant);
  const title = request.package_name ? text.content('package', request.package_name) : templates.map((tpl) => text.content('template', tpl.name)).join(', ');
  // A request the applicant has signed (complete, or its PDF still being made) no longer expires for them.
  const signed = Boolean(request.complete_date || request.applicant_complete_date);
  const expires = signed ? '' : formatInTimeZone(request.expiration_date, timeZone);
  return (
    <li className="applicant-sig-request" data-sig-request={request.sig_request_id}>
      <div className="at-field__row">
        {openPath ? <Link to={openPath}>{title || t('documents', 'Documents')}</Link> : <strong>{title}</strong>}
        <SigRequestStatusBadge status={request.status} complete={Boolean(request.complete_date)} />
      </div>
      <ul>
        {templates.map((tpl) => (
          <li key={tpl.template_id}>{text.content('template', tpl.name)}</li>
        ))}
      </ul>
      {expires ? <p>{t('expires_on', 'Expires {{date}}', { date: expires })}</p> : null}
      {downloadFor ? <SignedDocumentActions applicantId={downloadFor} sigRequestId={request.sig_request_id} /> : null}
    </li>
  );
}
