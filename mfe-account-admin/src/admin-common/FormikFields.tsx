import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useField } from 'formik';
import { SelectField, TextField, useT, type SelectOption } from '@attest/shared-ui';
import { fieldText } from './error-text';

interface ServerErrors {
  errors: Record<string, string>;
  clear: (name: string) => void;
}

const ServerErrorsContext = createContext<ServerErrors>({ errors: {}, clear: () => undefined });

/**
 * The server's field errors of the last failed save (`details.fields`), shown beside their inputs until
 * the person edits that field; what they typed stays in the form.
 */
export function useServerErrors() {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const clear = useCallback(
    (name: string) =>
      setErrors((current) => {
        if (!(name in current)) {
          return current;
        }
        const next = { ...current };
        delete next[name];
        return next;
      }),
    [],
  );
  const value = useMemo(() => ({ errors, clear }), [errors, clear]);
  return { errors, setErrors, value };
}

export function ServerErrorsProvider({ value, children }: { value: ServerErrors; children: ReactNode }) {
  return <ServerErrorsContext.Provider value={value}>{children}</ServerErrorsContext.Provider>;
}

interface TextProps {
  name: string;
  label: string;
  type?: string;
  required?: boolean;
  autoComplete?: string;
  disabled?: boolean;
  /** The schema's limit, so the browser stops there and 'es_max' is rarely seen. */
  maxLength?: number;
}

/** A TextField bound to Formik: the schema's error once touched, else the server's. */
export function FormikText({
  name,
  label,
  type = 'text',
  required,
  autoComplete,
  disabled,
  maxLength,
}: TextProps) {
  const { t } = useT();
  const [field, meta] = useField<string>(name);
  const server = useContext(ServerErrorsContext);
  const key = (meta.touched && meta.error) || server.errors[name];
  return (
    <TextField
      {...field}
      value={field.value ?? ''}
      onChange={(e) => {
        server.clear(name);
        field.onChange(e);
      }}
      label={label}
      type={type}
      required={required}
      autoComplete={autoComplete}
      disabled={disabled}
      maxLength={maxLength}
      error={fieldText(t, key, field.value)}
    />
  );
}

interface SelectProps {
  name: string;
  label: string;
  options: SelectOption[];
  placeholder?: string;
  required?: boolean;
  disabled?: boolean;
}

export function FormikSelect({ name, label, options, placeholder, required, disabled }: SelectProps) {
  const { t } = useT();
  const [field, meta] = useField<string>(name);
  const server = useContext(ServerErrorsContext);
  const key = (meta.touched && meta.error) || server.errors[name];
  return (
    <SelectField
      {...field}
      value={field.value ?? ''}
      onChange={(e) => {
        server.clear(name);
        field.onChange(e);
      }}
      label={label}
      options={options}
      placeholder={placeholder}
      required={required}
      disabled={disabled}
      error={fieldText(t, key)}
    />
  );
}
