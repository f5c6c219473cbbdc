import { useId, type ChangeEvent } from 'react';
import { useField } from 'formik';
import { useT } from '@attest/shared-ui';
import { fieldText } from '../../admin-common/error-text';

/** A Formik multi-line text with its label and the schema's error once touched, or the server's. */
export function FormikTextArea({ name, label, maxLength, serverError, onEdit }: { name: string; label: string; maxLength?: number; serverError?: string; onEdit?: () => void }) {
  const { t } = useT();
  const id = useId();
  const [field, meta] = useField<string>(name);
  const errorKey = (meta.touched && meta.error) || serverError;
  const error = fieldText(t, errorKey);
  return (
    <label className="at-field" htmlFor={id}>
      <span>{label}</span>
      <textarea
        id={id}
        className="aa-textarea"
        name={field.name}
        value={field.value ?? ''}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        onBlur={field.onBlur}
        onChange={(e: ChangeEvent<HTMLTextAreaElement>) => {
          onEdit?.();
          field.onChange(e);
        }}
      />
      {error ? <span className="aa-error">{error}</span> : null}
    </label>
  );
}
