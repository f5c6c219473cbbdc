import type { ChangeEvent } from 'react';
import { useField } from 'formik';
import type { SsoAudience } from '@attest/contracts';
import { Button, TextField, useT } from '@attest/shared-ui';
import { fieldText } from '../../admin-common/error-text';

interface ServerErrors {
  errors: Record<string, string>;
  clear: (name: string) => void;
}

interface Props {
  audience: SsoAudience;
  /** The server holds a secret (`client_secret_set`); the secret itself is never read. */
  secretSet: boolean;
  /** useServerErrors().value of the form: the server's error of this field, cleared by typing. */
  server: ServerErrors;
}

/**
 * The write-only client secret: always empty at first, an empty field keeps the stored secret, "Remove secret"
 * makes the save send "" (undone by "Keep the secret").
 */
export function SsoSecretField({ audience, secretSet, server }: Props) {
  const { t } = useT();
  const name = `${audience}.client_secret`;
  const [field, meta, secret] = useField<string>(name);
  const [remove, , removal] = useField<boolean>(`${audience}.remove_secret`);
  const errorKey = (meta.touched && meta.error) || server.errors[name];

  let hint: string;
  if (remove.value) {
    hint = t('sso_secret_removed_on_save', 'The secret will be removed when you save.');
  } else if (secretSet) {
    hint = t('sso_secret_set', 'A secret is set. Leave this field empty to keep it.');
  } else {
    hint = t('sso_secret_not_set', 'No secret is set (a public client).');
  }

  const removeSecret = async () => {
    await secret.setValue('', false);
    await removal.setValue(true);
  };

  return (
    <div className="sec-secret">
      <TextField
        {...field}
        value={field.value ?? ''}
        onChange={(e: ChangeEvent<HTMLInputElement>) => {
          server.clear(name);
          field.onChange(e);
        }}
        type="password"
        autoComplete="new-password"
        spellCheck={false}
        maxLength={1000}
        disabled={remove.value}
        label={t('sso_client_secret', 'Client secret')}
        hint={hint}
        error={fieldText(t, errorKey)}
      />
      {secretSet ? (
        <p className="sec-secret-status">
          {remove.value ? (
            <Button variant="link" onClick={() => void removal.setValue(false)}>
              {t('sso_keep_secret', 'Keep the secret')}
            </Button>
          ) : (
            <Button variant="link" onClick={() => void removeSecret()}>
              {t('sso_remove_secret', 'Remove secret')}
            </Button>
          )}
        </p>
      ) : null}
    </div>
  );
}
