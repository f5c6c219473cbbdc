import { useState } from 'react';
import { PERMISSIONS } from '@attest/contracts';
import { Button, Card, fieldErrorText, formatDate, isApiError, SelectField, useCan, useConfirm, ModalResponse, useT, useToast } from '@attest/shared-ui';
import { useAddNoteMutation, useApplicantNotesQuery, useDeleteNoteMutation, useNoteTypesQuery } from '../api/applicant-detail-api';

/** Notes: newest first; add with a note type; delete after a confirmation. */
export function NotesSection({ applicantId }: { applicantId: string }) {
  const { t } = useT();
  const toast = useToast();
  const confirm = useConfirm();
  const canWrite = useCan(PERMISSIONS.APPLICANTS_WRITE);
  const notes = useApplicantNotesQuery(applicantId);
  const types = useNoteTypesQuery();
  const [add, adding] = useAddNoteMutation();
  const [remove] = useDeleteNoteMutation();
  const [typeId, setTypeId] = useState('');
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const chosenType = typeId || String(types.data?.[0]?.note_type_id ?? '');

  const submit = async () => {
    setError(null);
    try {
      await add({ applicantId, note_type_id: Number(chosenType), body }).unwrap();
      setBody('');
    } catch (e) {
      const fields = isApiError(e) ? (e.details?.fields as Record<string, string> | undefined) : undefined;
      setError(fields?.body ?? fields?.note_type_id ?? 'toast_save_error');
    }
  };
  const del = async (noteId: number) => {
    if ((await confirm({ title: t('delete_note_confirm', 'Delete this note?'), danger: true, confirmLabel: t('delete', 'Delete') })) !== ModalResponse.CONFIRM) {
      return;
    }
    await remove({ applicantId, noteId })
      .unwrap()
      .catch(() => toast.danger(t('toast_save_error', 'An Error Occurred')));
  };

  return (
    <Card title={t('notes', 'Notes')}>
      {canWrite ? (
        <div className="ad-note-form">
          <SelectField
            name="note_type_id"
            label={t('note_type', 'Note type')}
            value={chosenType}
            options={(types.data ?? []).map((nt) => ({ value: String(nt.note_type_id), label: t(`note_type_${nt.code}`, nt.name) }))}
            onChange={(e) => setTypeId(e.target.value)}
          />
          <label className="at-field">
            <span className="at-field__label">{t('note', 'Note')}</span>
            <textarea name="note_body" className="at-field__input" rows={3} value={body} onChange={(e) => setBody(e.target.value)} />
          </label>
          {error ? <p className="at-field__error" role="alert">{error === 'toast_save_error' ? t(error, 'An Error Occurred') : fieldErrorText(t, { key: error })}</p> : null}
          <div className="at-form-actions">
            <Button loading={adding.isLoading} onClick={() => void submit()}>
              {t('add_note', 'Add note')}
            </Button>
          </div>
        </div>
      ) : null}
      {notes.data && notes.data.length === 0 ? <p>{t('no_notes', 'No notes yet.')}</p> : null}
      <ul className="ad-list" aria-label={t('notes', 'Notes')}>
        {(notes.data ?? []).map((n) => (
          <li key={n.id} className="ad-note">
            <div className="ad-note__meta">
              <strong>{n.note_type}</strong> · {formatDate(n.created_at.slice(0, 10))}
            </div>
            <p className="ad-note__body">{n.body}</p>
            {canWrite ? (
              <Button variant="secondary" onClick={() => void del(n.id)}>
                {t('delete', 'Delete')}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
    </Card>
  );
}
