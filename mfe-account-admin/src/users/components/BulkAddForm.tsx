import { useId, useState, type FormEvent } from 'react';
import type { CreateUserBody } from '@attest/contracts';
import { Button, SelectField, useT } from '@attest/shared-ui';
import { ErrorAlert } from '../../admin-common/ErrorAlert';
import { apiErrorText, fieldText } from '../../admin-common/error-text';
import { useRoleOptions } from '../../roles/hooks/useRoleOptions';
import { useBulkAddUsersMutation, type BulkAddAnswer } from '../api/users-api';
import { parseBulkUsers } from '../bulk-add-parse';

interface Outcome {
  answer: BulkAddAnswer;
  /** The pasted line of each sent user (answer.failed[].index → line). */
  lines: number[];
}

/** Bulk add from a pasted list, one `email, first name, last name` a line; each refused line is listed with why. */
export function BulkAddForm({ onDone, onInvited }: { onDone: () => void; onInvited: () => void }) {
  const { t } = useT();
  const textId = useId();
  const [text, setText] = useState('');
  const [roleId, setRoleId] = useState('');
  const [unreadable, setUnreadable] = useState<number[]>([]);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { options: roleOptions } = useRoleOptions();
  const [bulkAdd, { isLoading }] = useBulkAddUsersMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseBulkUsers(text);
    setUnreadable(parsed.unreadable);
    setOutcome(null);
    setError(null);
    if (parsed.unreadable.length > 0 || parsed.rows.length === 0) {
      return;
    }
    const roles = roleId === '' ? [] : [{ role_id: Number(roleId), location_id: null }];
    const users: CreateUserBody[] = parsed.rows.map((r) => ({
      email: r.email,
      first_name: r.first_name,
      last_name: r.last_name,
      mobile: null,
      job_title: null,
      location_id: null,
      country_code: null,
      roles,
    }));
    try {
      const answer = await bulkAdd({ users }).unwrap();
      setOutcome({ answer, lines: parsed.rows.map((r) => r.line) });
      if (answer.created.length > 0) {
        onInvited();
      }
    } catch (cause) {
      setError(apiErrorText(t, cause));
    }
  };

  return (
    <section className="aa-panel" aria-labelledby={`${textId}-title`}>
      <h3 id={`${textId}-title`}>{t('bulk_add_users', 'Bulk add users')}</h3>
      <form onSubmit={submit} noValidate>
        <div className="at-field">
          <label className="at-field__label" htmlFor={textId}>
            {t('bulk_add_list', 'Users to invite, one a line: email, first name, last name')}
          </label>
          <textarea
            id={textId}
            className="aa-textarea"
            value={text}
            onChange={(e) => setText(e.target.value)}
            spellCheck={false}
          />
        </div>
        <SelectField
          label={t('bulk_add_role', 'Role for everyone (optional)')}
          options={roleOptions}
          placeholder={t('no_role', 'No role')}
          value={roleId}
          onChange={(e) => setRoleId(e.target.value)}
        />
        <ErrorAlert
          message={
            unreadable.length > 0
              ? t(
                  'bulk_add_unreadable',
                  'These lines need an email, a first name and a last name: {{lines}}',
                  {
                    lines: unreadable.join(', '),
                  },
                )
              : null
          }
        />
        <ErrorAlert message={error} />
        {outcome ? <BulkOutcome outcome={outcome} /> : null}
        <div className="aa-actions">
          <Button type="submit" loading={isLoading} disabled={text.trim() === ''}>
            {t('bulk_add_submit', 'Add users')}
          </Button>
          <Button variant="secondary" onClick={onDone}>
            {t('close', 'Close')}
          </Button>
        </div>
      </form>
    </section>
  );
}

function BulkOutcome({ outcome }: { outcome: Outcome }) {
  const { t } = useT();
  const { answer, lines } = outcome;
  return (
    <div role="status">
      <p className="aa-ok">
        {t('bulk_add_created', 'Invitations sent: {{count}}', { count: answer.created.length })}
      </p>
      {answer.failed.length > 0 ? (
        <>
          <p className="aa-error">
            {t('bulk_add_failed', 'Not added: {{count}}', { count: answer.failed.length })}
          </p>
          <ul>
            {answer.failed.map((f) => (
              <li key={f.index}>
                {t('bulk_add_failed_line', 'Line {{line}} ({{email}}):', {
                  line: lines[f.index] ?? f.index + 1,
                  email: f.email,
                })}{' '}
                {Object.keys(f.fields ?? {}).length > 0
                  ? Object.entries(f.fields ?? {})
                      .map(([field, key]) => `${fieldLabel(t, field)}: ${fieldText(t, key, f.email) ?? key}`)
                      .join('; ')
                  : apiErrorText(t, { httpStatusCode: 400, messageKey: f.messageKey })}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}

function fieldLabel(t: ReturnType<typeof useT>['t'], field: string): string {
  switch (field) {
    case 'email':
      return t('email', 'Email');
    case 'first_name':
      return t('first_name', 'First name');
    case 'last_name':
      return t('last_name', 'Last name');
    default:
      return field;
  }
}
