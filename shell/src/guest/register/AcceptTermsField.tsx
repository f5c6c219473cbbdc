import { useId, useState } from 'react';
import { useField } from 'formik';
import { Button, useT } from '@attest/shared-ui';
import { TermsDialog } from './TermsDialog';

/**
 * The required "I agree to the Terms of Service" checkbox of the sign-up form, with a link that opens the terms.
 * Its error (client rule or the server's `terms_must_be_accepted`) shows under it and is read with it.
 */
export function AcceptTermsField({ serverError, onChange }: { serverError?: string; onChange: () => void }) {
  const { t } = useT();
  const [field, meta, helpers] = useField<boolean>({ name: 'accept_terms', type: 'checkbox' });
  const [reading, setReading] = useState(false);
  const id = useId();
  const errorKey = (meta.touched && meta.error) || serverError;
  const error = errorKey ? t('terms_must_be_accepted', 'Please accept the Terms of Service to create an account.') : null;
  return (
    <div className="at-field">
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '0.5rem' }}>
        <input
          id={`${id}-accept`}
          type="checkbox"
          name={field.name}
          checked={Boolean(field.checked)}
          onChange={(e) => {
            onChange();
            void helpers.setValue(e.target.checked);
          }}
          onBlur={field.onBlur}
          required
          aria-required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          style={{ width: '1.25rem', height: '1.25rem', margin: 0 }}
        />
        <label htmlFor={`${id}-accept`}>
          {t('accept_terms_label', 'I agree to the Terms of Service')}
          <span className="at-field__required" aria-hidden="true">
            *
          </span>
        </label>
        <Button variant="link" onClick={() => setReading(true)}>
          {t('read_terms_of_service', 'Read the Terms of Service')}
        </Button>
      </div>
      {error ? (
        <p className="at-field__error" id={`${id}-error`} style={{ margin: '0.25rem 0 0' }}>
          {error}
        </p>
      ) : null}
      <TermsDialog open={reading} onClose={() => setReading(false)} />
    </div>
  );
}
