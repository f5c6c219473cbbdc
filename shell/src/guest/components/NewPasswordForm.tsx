import { useState, type FormEvent } from 'react';
import { passwordProblem } from '@attest/contracts';
import { Button, TextField, isApiError, useT } from '@attest/shared-ui';
import { errorMessage } from '../error-messages';
import { fieldError } from '../field-error';
import { FormError } from './FormError';

interface NewPasswordFormProps {
  /** The hint under the password field (the policy as the page words it). */
  hint: string;
  submitLabel: string;
  /**
   * Sends the chosen password once both fields are valid. When it resolves the form stays busy (the page
   * moves on); when it throws, the server's message is shown and a `password` field error marks the field.
   */
  onSubmit: (password: string) => Promise<void>;
}

/**
 * A new password and its confirmation, checked against the password policy (contracts' passwordProblem)
 * as the user types once touched, and on submit: the form of the activate and accept-invitation pages.
 */
export function NewPasswordForm({ hint, submitLabel, onSubmit }: NewPasswordFormProps) {
  const { t } = useT();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [serverPasswordError, setServerPasswordError] = useState<string | null>(null);

  const passwordKey = serverPasswordError ?? (submitted || password ? passwordProblem(password) : undefined);
  const confirmKey =
    (submitted || confirm) && confirm !== password
      ? confirm
        ? 'passwords_do_not_match'
        : 'required_field'
      : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (passwordProblem(password) || confirm !== password) {
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onSubmit(password);
    } catch (cause) {
      setServerPasswordError(isApiError(cause) ? (cause.details?.fields?.password ?? null) : null);
      setError(errorMessage(t, cause));
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <TextField
        label={t('create_password', 'Create password')}
        type="password"
        name="password"
        autoComplete="new-password"
        required
        value={password}
        hint={hint}
        error={fieldError(t, passwordKey)}
        onChange={(e) => {
          setServerPasswordError(null);
          setPassword(e.target.value);
        }}
      />
      <TextField
        label={t('confirm_password', 'Confirm password')}
        type="password"
        name="confirm_password"
        autoComplete="new-password"
        required
        value={confirm}
        error={fieldError(t, confirmKey)}
        onChange={(e) => setConfirm(e.target.value)}
      />
      <FormError message={error} />
      <div className="at-form-actions">
        <Button type="submit" loading={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
