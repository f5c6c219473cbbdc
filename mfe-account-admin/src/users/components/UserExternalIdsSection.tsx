import { useState, type FormEvent } from 'react';
import type { UserExternalIdBody } from '@attest/contracts';
import { Button, TextField, useT, useToast } from '@attest/shared-ui';
import { apiErrorText, apiFieldErrors, fieldText } from '../../admin-common/error-text';
import {
  useAddExternalIdMutation,
  useDeleteExternalIdMutation,
  useGetExternalIdsQuery,
} from '../api/users-api';

const EMPTY: UserExternalIdBody = { system: '', external_id: '' };

/** The user's ids in other systems (ATS, payroll): list, add, delete. */
export function UserExternalIdsSection({ userId, canManage }: { userId: number; canManage: boolean }) {
  const { t } = useT();
  const toast = useToast();
  const { data: ids = [] } = useGetExternalIdsQuery(userId);
  const [add, { isLoading }] = useAddExternalIdMutation();
  const [remove] = useDeleteExternalIdMutation();
  const [draft, setDraft] = useState<UserExternalIdBody>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const fields: { name: keyof UserExternalIdBody; label: string; maxLength: number }[] = [
    { name: 'system', label: t('external_system', 'System'), maxLength: 64 },
    { name: 'external_id', label: t('external_id', 'External id'), maxLength: 128 },
  ];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing: Record<string, string> = {};
    for (const { name } of fields) {
      if (draft[name].trim() === '') {
        missing[name] = 'required_field';
      }
    }
    setErrors(missing);
    if (Object.keys(missing).length > 0) {
      return;
    }
    try {
      await add({
        id: userId,
        body: { system: draft.system.trim(), external_id: draft.external_id.trim() },
      }).unwrap();
      setDraft(EMPTY);
      toast.success(t('external_id_added', 'The external id has been added.'));
    } catch (cause) {
      setErrors(apiFieldErrors(cause));
      toast.danger(apiErrorText(t, cause));
    }
  };

  return (
    <section className="aa-panel" aria-labelledby="aa-external-ids-title">
      <h3 id="aa-external-ids-title">{t('external_ids', 'External ids')}</h3>
      {ids.length === 0 ? <p>{t('no_external_ids', 'No external ids.')}</p> : null}
      <ul className="aa-list">
        {ids.map((x) => (
          <li key={x.id}>
            <span className="aa-break">
              {x.system}: {x.external_id}
            </span>
            {canManage ? (
              <Button
                variant="secondary"
                aria-label={t('delete_external_id', 'Delete {{system}} id {{id}}', {
                  system: x.system,
                  id: x.external_id,
                })}
                onClick={() =>
                  void remove({ id: userId, externalId: x.id })
                    .unwrap()
                    .catch((cause: unknown) => toast.danger(apiErrorText(t, cause)))
                }
              >
                {t('delete', 'Delete')}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      {canManage ? (
        <form className="aa-inline-form" onSubmit={submit} noValidate>
          {fields.map(({ name, label, maxLength }) => (
            <TextField
              key={name}
              label={label}
              value={draft[name]}
              required
              maxLength={maxLength}
              error={fieldText(t, errors[name])}
              onChange={(e) => {
                const value = e.target.value;
                setDraft((d) => ({ ...d, [name]: value }));
              }}
            />
          ))}
          <Button type="submit" loading={isLoading}>
            {t('add_external_id', 'Add external id')}
          </Button>
        </form>
      ) : null}
    </section>
  );
}
