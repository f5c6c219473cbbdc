import { useParams } from 'react-router-dom';
import { Card, ErrorPanel, Spinner, useCustomerConfig, useT } from '@attest/shared-ui';
import { useGetApplicantQuery } from '../../profile/api/applicant-api';
import { useApplicantIds } from '../../session/useApplicantIds';
import { useListSignatureRequestsQuery } from '../api/documents-api';
import { SigRequestSummary } from './SigRequestSummary';

/** `documents`: the applicant's signature requests, To do and Signed. */
export function DocumentsPage() {
  const { t } = useT();
  const { customerCode = '', locationCode = 'hq' } = useParams();
  const ids = useApplicantIds();
  const config = useCustomerConfig();
  const { data, isLoading, isError, refetch } = useListSignatureRequestsQuery();
  const { data: applicant } = useGetApplicantQuery(ids ?? { customerId: '', applicantId: '' }, { skip: !ids });
  const timeZone = typeof applicant?.time_zone === 'string' ? applicant.time_zone : null;
  // Hidden until the configuration is known, so a restricted customer never flashes the links.
  const canDownload = config.ready && !config.isOn('restrict_completed_edoc_downloading');

  if (isLoading) {
    return <Spinner label={t('loading', 'Loading')} />;
  }
  if (isError || !data) {
    return <ErrorPanel title={t('documents_load_failed', 'Your documents could not be loaded')} onRetry={() => void refetch()} />;
  }
  return (
    <>
      <Card title={t('documents_todo', 'To do')}>
        {data.todo.length === 0 ? <p>{t('documents_none_todo', 'Nothing to sign right now.')}</p> : null}
        <ul className="applicant-sig-requests" aria-label={t('documents_todo', 'To do')}>
          {data.todo.map((request) => (
            <SigRequestSummary
              key={request.sig_request_id}
              request={request}
              timeZone={timeZone}
              openPath={`/${customerCode}/${locationCode}/documents/${request.sig_request_id}`}
            />
          ))}
        </ul>
      </Card>
      <Card title={t('documents_signed', 'Signed')}>
        {data.signed.length === 0 ? <p>{t('documents_none_signed', 'No signed documents yet.')}</p> : null}
        {data.signed.length > 0 && config.ready && !canDownload ? (
          <p>{t('signed_downloads_restricted', 'Ask your recruiter for a copy of your signed documents.')}</p>
        ) : null}
        <ul className="applicant-sig-requests" aria-label={t('documents_signed', 'Signed')}>
          {data.signed.map((request) => (
            <SigRequestSummary
              key={request.sig_request_id}
              request={request}
              timeZone={timeZone}
              downloadFor={canDownload && ids && request.signed_document_available ? ids.applicantId : undefined}
            />
          ))}
        </ul>
      </Card>
    </>
  );
}
