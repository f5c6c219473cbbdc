import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Card, ErrorPanel, Spinner, useContentText, useT } from '@attest/shared-ui';
import { useApplicantIds } from '../../session/useApplicantIds';
import { useCheckReadyQuery, useListSignatureRequestsQuery, useMoveSigRequestMutation } from '../api/documents-api';
import { SigRequestStatusBadge } from './SigRequestStatusBadge';
import { SigningSection } from './SigningSection';
import { TemplatePart, isPartComplete } from './TemplatePart';

const PREPARING_POLL_MS = 2000;

/** `documents/:sigRequestId`: fill each part of a request, then review and sign once the server says ready. */
export function SigRequestPage() {
  const { t } = useT();
  const text = useContentText();
  const { customerCode = '', locationCode = 'hq', sigRequestId = '' } = useParams();
  const id = Number(sigRequestId);
  const ids = useApplicantIds();
  // While the worker renders the signed PDF the page asks again every few seconds, so 'preparing' turns
  // into 'completed' without a reload.
  const [preparing, setPreparing] = useState(false);
  const { data, isLoading, isError, refetch } = useListSignatureRequestsQuery(undefined, { pollingInterval: preparing ? PREPARING_POLL_MS : 0 });
  const request = data ? [...data.todo, ...data.signed].find((r) => r.sig_request_id === id) : undefined;
  const isPreparing = Boolean(request && (request.status === 'SIGNED' || request.status === 'PROCESSING') && !request.signed_document_available);
  useEffect(() => setPreparing(isPreparing), [isPreparing]);
  const templates = (request?.templates ?? []).filter((tpl) => !tpl.hide_from_applicant).sort((a, b) => a.template_sort_order - b.template_sort_order);
  const allComplete = templates.length > 0 && templates.every(isPartComplete);
  const needsSignature = templates.some((tpl) => tpl.needs_signature);
  const { data: readiness } = useCheckReadyQuery(id, { skip: !request || !allComplete || !needsSignature || request.status === 'SIGNED' || request.status === 'PROCESSING' });
  const [move] = useMoveSigRequestMutation();

  // Opening a new request moves it to OPENED once (spec §4 signing flow, step 1).
  const opened = useRef(false);
  useEffect(() => {
    if (request?.status === 'SENT' && !opened.current) {
      opened.current = true;
      void move({ id, status: 'OPENED' });
    }
  }, [request?.status, id, move]);

  if (isLoading) {
    return <Spinner label={t('loading', 'Loading')} />;
  }
  if (isError || !data) {
    return <ErrorPanel title={t('documents_load_failed', 'Your documents could not be loaded')} onRetry={() => void refetch()} />;
  }
  if (!request || !ids) {
    return <ErrorPanel title={t('not_found', 'Not found')} />;
  }
  const done = request.status === 'SIGNED' || request.status === 'PROCESSING' || Boolean(request.applicant_complete_date);
  const complete = done && (request.signed_document_available || !needsSignature);
  return (
    <>
      <Card title={request.package_name ? text.content('package', request.package_name) : t('documents', 'Documents')}>
        <SigRequestStatusBadge status={request.status} complete={Boolean(request.complete_date)} />
        <p>
          <Link to={`/${customerCode}/${locationCode}/documents`}>{t('back_to_documents', 'Back to my documents')}</Link>
        </p>
      </Card>
      {templates.map((template) => (
        <TemplatePart key={template.template_id} applicantId={ids.applicantId} sigRequestId={id} template={template} readOnly={done} />
      ))}
      {done ? (
        <p role="status">
          {complete
            ? t('documents_complete', 'You have completed these documents.')
            : t('signed_preparing', 'Signed — we are preparing your document')}
        </p>
      ) : !needsSignature ? (
        allComplete ? <p role="status">{t('documents_uploaded', 'All documents are uploaded.')}</p> : null
      ) : readiness?.ready ? (
        <SigningSection request={request} />
      ) : (
        <p>{t('complete_parts_first', 'Complete every part above, then review and sign.')}</p>
      )}
    </>
  );
}
