import { useId, useInsertionEffect, useState, type ChangeEvent, type FormEvent } from 'react';
import { useDispatch } from 'react-redux';
import { Button, Card, CREDENTIAL_TONES, credentialDate, credentialStatusText, ErrorPanel, isApiError, ModalResponse, SelectField, Spinner, StatusBadge, TextField, useConfirm, useT, useToast } from '@attest/shared-ui';
import { uploadErrorText, uploadRefusal } from '../documents/upload-rules';
import {
  invalidateMyCredentials, replaceCredentialSide, uploadCredential, useDeleteMyCredentialMutation, useGetCredentialTypesQuery, useGetMyCredentialsQuery,
  type CredentialType, type MyCredential,
} from './credentials-api';

/** Camera or file: a picture or a PDF; `capture` lets a phone open its camera. */
const ACCEPT = 'image/*,application/pdf';

const CSS = `
.cr-list { list-style: none; margin: 0; padding: 0; display: grid; gap: .75rem; }
.cr-item { border: 1px solid var(--at-color-border, #d1d5db); border-radius: .5rem; padding: .75rem; display: grid; gap: .5rem; min-width: 0; overflow-wrap: anywhere; }
.cr-item__head { display: flex; flex-wrap: wrap; gap: .5rem; align-items: center; }
.cr-dates { margin: 0; font-size: .9rem; }
.cr-actions { display: flex; flex-wrap: wrap; gap: .5rem; align-items: center; }
.cr-form { display: grid; gap: .5rem; min-width: 0; }
.cr-form input[type=file] { max-width: 100%; }
.cr-side { display: grid; gap: .25rem; min-width: 0; }
.cr-side input[type=file] { max-width: 100%; }
`;

function CredentialStyles() {
  useInsertionEffect(() => {
    if (document.getElementById('attest-applicant-credentials')) {
      return;
    }
    const style = document.createElement('style');
    style.id = 'attest-applicant-credentials';
    style.textContent = CSS;
    document.head.appendChild(style);
  }, []);
  return null;
}

type T = ReturnType<typeof useT>['t'];

/** The text of a refused upload or save: the upload keys, the field errors (expiration date), or the generic one. */
function refusalText(t: T, error: unknown): string {
  const fields = isApiError(error) ? error.details?.fields : undefined;
  if (fields?.expiration_date === 'required') {
    return t('credential_expiration_required', 'Enter the expiration date.');
  }
  if (fields?.expiration_date) {
    return t('credential_expiration_invalid', 'The expiration date is not a real date.');
  }
  return uploadErrorText(t, isApiError(error) ? error.messageKey : 'unexpected_error');
}

/** `credentials`: what is requested (with its due date), what is uploaded (status, localized dates), upload, replace, delete. */
export function CredentialsPage() {
  const { t, i18n } = useT();
  const list = useGetMyCredentialsQuery();
  const types = useGetCredentialTypesQuery();
  const day = (v: string | null) => credentialDate(v, i18n.language);

  if (list.isLoading) {
    return <Spinner label={t('loading', 'Loading')} />;
  }
  if (list.isError || !list.data) {
    return <ErrorPanel title={t('credentials_load_failed', 'Your credentials could not be loaded')} onRetry={() => void list.refetch()} />;
  }
  const requested = list.data.filter((c) => c.status === 'SENT');
  const mine = list.data.filter((c) => c.status !== 'SENT');
  return (
    <>
      <CredentialStyles />
      <Card title={t('credentials_requested', 'Requested from you')}>
        {requested.length === 0 ? <p>{t('credentials_none_requested', 'Nothing is requested right now.')}</p> : null}
        <ul className="cr-list" aria-label={t('credentials_requested', 'Requested from you')}>
          {requested.map((c) => (
            <li key={c.id} className="cr-item">
              <div className="cr-item__head">
                <strong>{c.credential_name}</strong>
                <StatusBadge tone={CREDENTIAL_TONES[c.alert ?? c.status]} status={c.alert ?? c.status}>{credentialStatusText(t, c.alert ?? c.status)}</StatusBadge>
              </div>
              {c.due_date ? <p className="cr-dates">{t('credential_due_on', 'Due {{date}}', { date: day(c.due_date) })}</p> : null}
              <UploadForm type={{ credential_id: c.credential_id, name: c.credential_name, description: null, has_back: c.has_back, requires_expiration: c.requires_expiration }} />
            </li>
          ))}
        </ul>
      </Card>
      <Card title={t('credentials_mine', 'My credentials')}>
        {mine.length === 0 ? <p>{t('credentials_none_uploaded', 'You have not uploaded any credential yet.')}</p> : null}
        <ul className="cr-list" aria-label={t('credentials_mine', 'My credentials')}>
          {mine.map((c) => (
            <UploadedCredential key={c.id} credential={c} />
          ))}
        </ul>
      </Card>
      {types.data && types.data.length > 0 ? (
        <Card title={t('credential_add_title', 'Add a credential')}>
          <AddCredential types={types.data} />
        </Card>
      ) : null}
    </>
  );
}

function UploadedCredential({ credential: c }: { credential: MyCredential }) {
  const { t, i18n } = useT();
  const toast = useToast();
  const confirm = useConfirm();
  const [remove, { isLoading }] = useDeleteMyCredentialMutation();
  const day = (v: string | null) => credentialDate(v, i18n.language);
  const shown = c.alert && c.alert !== c.status ? c.alert : null;

  const del = async () => {
    const answer = await confirm({
      title: t('credential_delete_confirm', 'Delete the credential "{{name}}"?', { name: c.credential_name }),
      body: t('credential_delete_body_applicant', 'Its files are removed. You can upload it again later.'),
      confirmLabel: t('delete', 'Delete'),
      danger: true,
    });
    if (answer !== ModalResponse.CONFIRM) {
      return;
    }
    try {
      await remove(c.id).unwrap();
      toast.success(t('credential_deleted', 'Credential deleted.'));
    } catch {
      toast.danger(t('toast_save_error', 'An Error Occurred'));
    }
  };

  return (
    <li className="cr-item" data-credential={c.credential_name}>
      <div className="cr-item__head">
        <strong>{c.credential_name}</strong>
        <StatusBadge tone={CREDENTIAL_TONES[c.status]} status={c.status}>{credentialStatusText(t, c.status)}</StatusBadge>
        {shown ? <StatusBadge tone={CREDENTIAL_TONES[shown]} status={shown}>{credentialStatusText(t, shown)}</StatusBadge> : null}
      </div>
      <p className="cr-dates">
        {[
          c.uploaded_date ? t('credential_uploaded_on', 'Uploaded {{date}}', { date: day(c.uploaded_date) }) : '',
          c.expiration_date ? t('credential_expires_on', 'Expires {{date}}', { date: day(c.expiration_date) }) : '',
          t('credential_modified_on', 'Last changed {{date}}', { date: day(c.last_modified_date) }),
        ].filter(Boolean).join(' · ')}
      </p>
      <p className="cr-dates">
        {t('credential_front_file', 'Front: {{name}}', { name: c.front_name ?? '—' })}
        {c.has_back ? <> · {t('credential_back_file', 'Back: {{name}}', { name: c.back_name ?? '—' })}</> : null}
      </p>
      <div className="cr-actions">
        <ReplaceSide credential={c} back={false} />
        {c.has_back ? <ReplaceSide credential={c} back /> : null}
        <Button variant="danger" loading={isLoading} aria-label={t('delete_named', 'Delete {{name}}', { name: c.credential_name })} onClick={() => void del()}>
          {t('delete', 'Delete')}
        </Button>
      </div>
    </li>
  );
}

/** Choosing a file replaces that side at once; a refused file says why and the credential stays as it was. */
function ReplaceSide({ credential: c, back }: { credential: MyCredential; back: boolean }) {
  const { t } = useT();
  const dispatch = useDispatch();
  const inputId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const label = !back
    ? t('credential_replace_front', 'Replace the front')
    : c.back_name
      ? t('credential_replace_back', 'Replace the back')
      : t('credential_add_back', 'Add the back');

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    event.target.value = '';
    setDone(false);
    if (!file) {
      return;
    }
    const refusal = uploadRefusal(file);
    if (refusal) {
      setError(uploadErrorText(t, refusal));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await replaceCredentialSide(c.id, back, file);
      setDone(true);
      dispatch(invalidateMyCredentials());
    } catch (failure) {
      setError(refusalText(t, failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="cr-side">
      <label htmlFor={inputId} className="at-field__label">
        {label} <span className="at-visually-hidden">({c.credential_name})</span>
      </label>
      <input id={inputId} type="file" accept={ACCEPT} capture="environment" disabled={busy} onChange={(e) => void choose(e)} />
      {done ? <p role="status">{t('credential_side_replaced', 'Saved.')}</p> : null}
      {error ? (
        <p className="at-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function AddCredential({ types }: { types: CredentialType[] }) {
  const { t } = useT();
  const [chosen, setChosen] = useState('');
  const type = types.find((c) => String(c.credential_id) === chosen);
  return (
    <div className="cr-form">
      <SelectField
        label={t('credential_type', 'Credential')}
        placeholder={t('credential_choose', 'Choose a credential')}
        options={types.map((c) => ({ value: String(c.credential_id), label: c.name }))}
        value={chosen}
        onChange={(e) => setChosen(e.target.value)}
      />
      {type?.description ? <p>{type.description}</p> : null}
      {type ? <UploadForm key={type.credential_id} type={type} onDone={() => setChosen('')} /> : null}
    </div>
  );
}

/**
 * Front (and back when the credential has one) with the expiration date. A refused file or date shows the message
 * and keeps every choice; when the front is saved but the back is refused, the back can be added from the list.
 */
function UploadForm({ type, onDone }: { type: CredentialType; onDone?: () => void }) {
  const { t } = useT();
  const toast = useToast();
  const dispatch = useDispatch();
  const frontId = useId();
  const backId = useId();
  const [expiration, setExpiration] = useState('');
  const [front, setFront] = useState<File | null>(null);
  const [back, setBack] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const choose = (set: (f: File | null) => void) => (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    const refusal = file ? uploadRefusal(file) : null;
    setError(refusal ? uploadErrorText(t, refusal) : null);
    if (!refusal) {
      set(file);
    }
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!front) {
      return;
    }
    if (type.requires_expiration && !expiration) {
      setError(t('credential_expiration_required', 'Enter the expiration date.'));
      return;
    }
    setBusy(true);
    setError(null);
    let saved: MyCredential;
    try {
      saved = await uploadCredential(type.credential_id, expiration, front);
    } catch (failure) {
      setError(refusalText(t, failure));
      setBusy(false);
      return;
    }
    try {
      if (back) {
        await replaceCredentialSide(saved.id, true, back);
      }
      toast.success(t('credential_uploaded', '{{name}} uploaded.', { name: type.name }));
      setFront(null);
      setBack(null);
      setExpiration('');
      onDone?.();
    } catch (failure) {
      setError(t('credential_back_refused', 'The front was saved; the back was not: {{reason}}', { reason: refusalText(t, failure) }));
    } finally {
      setBusy(false);
      dispatch(invalidateMyCredentials());
    }
  };

  return (
    <form className="cr-form" aria-label={t('credential_upload_named', 'Upload {{name}}', { name: type.name })} onSubmit={(e) => void submit(e)}>
      <TextField
        label={t('credential_expiration_date', 'Expiration date')}
        type="date"
        required={type.requires_expiration}
        value={expiration}
        onChange={(e) => setExpiration(e.target.value)}
      />
      <div className="cr-side">
        <label htmlFor={frontId} className="at-field__label">
          {t('credential_front', 'Front (photo or PDF)')}
        </label>
        <input id={frontId} type="file" accept={ACCEPT} capture="environment" disabled={busy} onChange={choose(setFront)} />
        {front ? <small>{t('credential_chosen', 'Chosen: {{name}}', { name: front.name })}</small> : null}
      </div>
      {type.has_back ? (
        <div className="cr-side">
          <label htmlFor={backId} className="at-field__label">
            {t('credential_back', 'Back (photo or PDF)')}
          </label>
          <input id={backId} type="file" accept={ACCEPT} capture="environment" disabled={busy} onChange={choose(setBack)} />
          {back ? <small>{t('credential_chosen', 'Chosen: {{name}}', { name: back.name })}</small> : null}
        </div>
      ) : null}
      <Button type="submit" disabled={!front} loading={busy}>
        {t('credential_upload', 'Upload')}
      </Button>
      {error ? (
        <p className="at-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
