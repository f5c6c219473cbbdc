import { useId, useState, type FormEvent } from 'react';
import { PERMISSIONS } from '@attest/contracts';
import { Button, Card, CREDENTIAL_TONES, credentialDate, credentialStatusText, ModalResponse, SelectField, StatusBadge, TextField, useCan, useConfirm, useT, useToast } from '@attest/shared-ui';
import { ErrorAlert } from '../../admin-common/ErrorAlert';
import { apiErrorText, apiFieldErrors, fieldText } from '../../admin-common/error-text';
import {
  credentialCalls, useApplicantCredentialsQuery, useDeleteCredentialMutation, useRequestableTypesQuery, useRequestCredentialMutation,
  type ApplicantCredential,
} from '../api/applicant-credentials-api';
import { FileViewer, type ViewedFile } from './FileViewer';


/**
 * The applicant's credentials (staff-side §7 "Applicants"; decision 0043): each with its status and localized dates,
 * front and back in the page's viewer, delete with a confirmation, send to the ATS; and a request with a due date.
 */
export function ApplicantCredentialsSection({ applicantId }: { applicantId: string }) {
  const { t, i18n } = useT();
  const toast = useToast();
  const confirm = useConfirm();
  const canWrite = useCan(PERMISSIONS.APPLICANTS_WRITE);
  const canSend = useCan(PERMISSIONS.DOCUMENTS_SEND);
  const list = useApplicantCredentialsQuery(applicantId);
  const [remove] = useDeleteCredentialMutation();
  const [viewed, setViewed] = useState<ViewedFile | null>(null);
  const day = (v: string | null) => credentialDate(v, i18n.language);

  const open = async (c: ApplicantCredential, back: boolean) => {
    try {
      const f = await credentialCalls.file(applicantId, c.id, back);
      setViewed({ title: `${c.credential_name} · ${back ? t('back', 'Back') : t('front', 'Front')}`, url: f.url, mime: f.mime });
    } catch {
      toast.danger(t('file_not_found', 'File not found. Please contact support.'));
    }
  };
  const del = async (c: ApplicantCredential) => {
    const answer = await confirm({
      title: t('credential_delete_confirm', 'Delete the credential "{{name}}"?', { name: c.credential_name }),
      body: t('credential_delete_body', 'Its files are removed. The applicant can upload it again.'),
      confirmLabel: t('delete', 'Delete'),
      danger: true,
    });
    if (answer !== ModalResponse.CONFIRM) {
      return;
    }
    try {
      await remove({ applicantId, credentialId: c.id }).unwrap();
      setViewed(null);
      toast.success(t('credential_deleted', 'Credential deleted.'));
    } catch (err) {
      toast.danger(apiErrorText(t, err));
    }
  };
  const send = async (c: ApplicantCredential) => {
    try {
      await credentialCalls.sendToAts(c.id);
      toast.success(t('credential_sent_to_ats', 'Queued to be sent to the ATS.'));
    } catch (err) {
      toast.danger(apiErrorText(t, err));
    }
  };

  return (
    <Card title={t('credentials', 'Credentials')} className="ad-credentials">
      {list.data?.length === 0 ? <p>{t('credentials_none_staff', 'No credentials requested or uploaded yet.')}</p> : null}
      {list.isError ? <ErrorAlert message={t('credentials_unavailable', 'The credentials could not be loaded.')} /> : null}
      <ul className="ad-list" aria-label={t('credentials', 'Credentials')}>
        {(list.data ?? []).map((c) => (
          <li key={c.id} className="ad-row" data-credential={c.credential_name}>
            <span>
              <strong>{c.credential_name}</strong>{' '}
              <StatusBadge tone={CREDENTIAL_TONES[c.status] ?? 'neutral'} status={c.status}>{credentialStatusText(t, c.status)}</StatusBadge>
              {c.alert && c.alert !== c.status ? (
                <>
                  {' '}
                  <StatusBadge tone={CREDENTIAL_TONES[c.alert]} status={c.alert}>{credentialStatusText(t, c.alert)}</StatusBadge>
                </>
              ) : null}
              <br />
              <small>
                {[
                  c.requested_date ? t('credential_requested_on', 'Requested {{date}}', { date: day(c.requested_date) }) : '',
                  c.due_date ? t('credential_due_on', 'Due {{date}}', { date: day(c.due_date) }) : '',
                  c.uploaded_date ? t('credential_uploaded_on', 'Uploaded {{date}}', { date: day(c.uploaded_date) }) : '',
                  c.expiration_date ? t('credential_expires_on', 'Expires {{date}}', { date: day(c.expiration_date) }) : '',
                  t('credential_modified_on', 'Last changed {{date}}', { date: day(c.last_modified_date) }),
                ].filter(Boolean).join(' · ')}
              </small>
            </span>
            <span className="ad-row__actions">
              {c.front_name ? (
                <Button variant="secondary" aria-label={t('view_front_of', 'View front of {{name}}', { name: c.credential_name })} onClick={() => void open(c, false)}>
                  {t('view_front', 'View front')}
                </Button>
              ) : null}
              {c.back_name ? (
                <Button variant="secondary" aria-label={t('view_back_of', 'View back of {{name}}', { name: c.credential_name })} onClick={() => void open(c, true)}>
                  {t('view_back', 'View back')}
                </Button>
              ) : null}
              {canSend && c.front_name ? (
                <Button variant="secondary" aria-label={t('send_to_ats_of', 'Send {{name}} to the ATS', { name: c.credential_name })} onClick={() => void send(c)}>
                  {t('send_to_ats', 'Send to ATS')}
                </Button>
              ) : null}
              {canWrite ? (
                <Button variant="danger" aria-label={t('delete_named', 'Delete {{name}}', { name: c.credential_name })} onClick={() => void del(c)}>
                  {t('delete', 'Delete')}
                </Button>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
      {viewed ? <FileViewer file={viewed} onClose={() => setViewed(null)} /> : null}
      {canWrite ? <RequestCredentialForm applicantId={applicantId} /> : null}
    </Card>
  );
}

/** Ask the applicant for a credential with a due date (status SENT); a refusal keeps what was chosen. */
function RequestCredentialForm({ applicantId }: { applicantId: string }) {
  const { t } = useT();
  const toast = useToast();
  const formId = useId();
  const types = useRequestableTypesQuery(applicantId);
  const [request, { isLoading }] = useRequestCredentialMutation();
  const [credentialId, setCredentialId] = useState('');
  const [due, setDue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    setFields({});
    try {
      await request({ applicantId, credential_id: Number(credentialId), due_date: due || null }).unwrap();
      toast.success(t('credential_requested', 'Credential requested.'));
      setCredentialId('');
      setDue('');
    } catch (err) {
      setError(apiErrorText(t, err));
      setFields(apiFieldErrors(err));
    }
  };

  return (
    <form id={formId} className="ad-credential-request" aria-label={t('credential_request_title', 'Request a credential')} onSubmit={(e) => void submit(e)}>
      <h3>{t('credential_request_title', 'Request a credential')}</h3>
      <SelectField
        label={t('credential_type', 'Credential')}
        placeholder={t('credential_choose', 'Choose a credential')}
        options={(types.data ?? []).map((c) => ({ value: String(c.credential_id), label: c.name }))}
        value={credentialId}
        required
        onChange={(e) => setCredentialId(e.target.value)}
        error={fieldText(t, fields.credential_id)}
      />
      <TextField label={t('credential_due_date', 'Due date')} type="date" value={due} onChange={(e) => setDue(e.target.value)} error={fieldText(t, fields.due_date)} />
      <Button type="submit" disabled={!credentialId} loading={isLoading}>
        {t('credential_request', 'Request')}
      </Button>
      <ErrorAlert message={error} />
    </form>
  );
}
