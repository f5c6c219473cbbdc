import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { PERMISSIONS } from '@attest/contracts';
import { Button, Card, ErrorPanel, isApiError, LoadingBar, SelectField, useCan, useT, useToast } from '@attest/shared-ui';
import { AccountAdminStyles } from '../../applicants/components/AccountAdminStyles';
import {
  useApplicantSignatureRequestsQuery,
  useApplicantTimeZoneQuery,
  useAvailablePackagesQuery,
  useCreateSignatureRequestMutation,
  useRequesterFormsQuery,
} from '../api/signature-requests-api';
import { initialRequesterValues, RequesterFields, requesterErrors, serverRequesterErrors, type RequesterValues } from './RequesterFields';
import { SignatureRequestRow } from './SignatureRequestRow';

/**
 * `admin/applicants/:applicantId/documents`: an applicant's signature requests for staff; sending needs
 * documents.send. The applicant detail page embeds it (`embedded`: no back link); the old URL still works.
 */
export function ApplicantDocumentsPage({ embedded = false }: { embedded?: boolean }) {
  const { t } = useT();
  const toast = useToast();
  const { customerCode = '', locationCode = 'hq', applicantId = '' } = useParams();
  const requests = useApplicantSignatureRequestsQuery({ applicantId }, { pollingInterval: 3000 });
  const { data: timeZone = null } = useApplicantTimeZoneQuery({ applicantId });
  const canSend = useCan(PERMISSIONS.DOCUMENTS_SEND);
  const packages = useAvailablePackagesQuery({ applicantId }, { skip: !canSend });
  const [create, creating] = useCreateSignatureRequestMutation();
  const [packageId, setPackageId] = useState('');
  // The chosen package's REQUESTER fields (requester mode), filled by staff as they send.
  const requester = useRequesterFormsQuery({ applicantId, packageId: Number(packageId) }, { skip: !canSend || !packageId });
  const forms = packageId ? (requester.data ?? []) : [];
  const [requesterValues, setRequesterValues] = useState<RequesterValues>({});
  const [serverErrors, setServerErrors] = useState<ReturnType<typeof serverRequesterErrors>>({});
  const [attempted, setAttempted] = useState(false);
  useEffect(() => {
    setRequesterValues(initialRequesterValues(requester.data ?? []));
    setServerErrors({});
    setAttempted(false);
  }, [requester.data]);
  const clientErrors = requesterErrors(forms, requesterValues);

  const send = async () => {
    setAttempted(true);
    if (Object.keys(clientErrors).length) {
      return;
    }
    try {
      await create({ applicantId, package_ids: [Number(packageId)], requester_values: forms.length ? requesterValues : undefined }).unwrap();
      toast.success(t('sig_request_sent', 'Signature request sent'));
      setPackageId('');
    } catch (error) {
      const fields = isApiError(error) ? error.details?.fields : undefined;
      setServerErrors(fields && typeof fields === 'object' ? serverRequesterErrors(fields as Record<string, string>) : {});
      toast.danger();
    }
  };

  return (
    <>
      <AccountAdminStyles />
      {embedded ? null : (
        <p>
          <Link to={`/${customerCode}/${locationCode}/admin/applicants`}>{t('back_to_applicants', 'Back to applicants')}</Link>
        </p>
      )}
      <Card title={t('signature_requests', 'Signature requests')}>
        {requests.isLoading ? <LoadingBar active /> : null}
        {requests.error ? <ErrorPanel title={t('sig_requests_unavailable', 'Signature requests could not be loaded')} /> : null}
        {requests.data && requests.data.length === 0 ? <p>{t('no_sig_requests', 'No signature requests yet.')}</p> : null}
        {requests.data && requests.data.length > 0 ? (
          <div className="aa-table-wrap">
            <table className="aa-table aa-stack">
              <thead>
                <tr>
                  <th scope="col">{t('package', 'Package')}</th>
                  <th scope="col">{t('status', 'Status')}</th>
                  <th scope="col">{t('documents', 'Documents')}</th>
                  <th scope="col">{t('expires', 'Expires')}</th>
                  <th scope="col">
                    <span className="at-visually-hidden">{t('actions', 'Actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {requests.data.map((r) => (
                  <SignatureRequestRow key={r.sig_request_id} applicantId={applicantId} request={r} timeZone={timeZone} />
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
      </Card>
      {canSend ? (
        <Card title={t('send_documents', 'Send documents')}>
          <SelectField
            name="package_id"
            label={t('package', 'Package')}
            value={packageId}
            placeholder={t('select_placeholder', 'Select...')}
            options={(packages.data ?? []).map((p) => ({ value: String(p.package_id), label: p.name }))}
            onChange={(event) => setPackageId(event.target.value)}
          />
          {requester.isFetching ? <LoadingBar active /> : null}
          <RequesterFields
            forms={forms}
            values={requesterValues}
            errors={{ ...serverErrors, ...clientErrors }}
            showErrors={attempted}
            onChange={(templateId, values) => {
              setRequesterValues((all) => ({ ...all, [templateId]: values }));
              setServerErrors(({ [templateId]: _dropped, ...rest }) => rest);
            }}
          />
          <div className="at-form-actions">
            <Button disabled={!packageId || requester.isFetching} loading={creating.isLoading} onClick={() => void send()}>
              {t('send', 'Send')}
            </Button>
          </div>
        </Card>
      ) : null}
    </>
  );
}
