import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useState,
  type ChangeEvent,
  type ReactNode,
} from 'react';
import { useField } from 'formik';
import { SelectField, TextField, useT, type SelectOption } from '@attest/shared-ui';
import { apiErrorText, apiFieldErrors, fieldText } from './error-text';

interface ServerErrors {
  errors: Record<string, string>;
  clear: (name: string) => void;
}

const ServerErrorsContext = createContext<ServerErrors>({ errors: {}, clear: () => undefined });

/**
 * The outcome of the last failed save: the server's field errors (`details.fields`), shown beside their inputs
 * until the person edits that field (through ServerErrorsProvider), and its message for the whole form; what
 * they typed stays in the form. `save(send)` clears both, then sends and keeps what a refusal says.
 */
export function useServerErrors() {
  const { t } = useT();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
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
  const save = async (send: () => Promise<void>) => {
    setErrors({});
    setFormError(null);
    try {
      await send();
    } catch (error) {
      setErrors(apiFieldErrors(error));
      setFormError(apiErrorText(t, error));
    }
  };
  const value = useMemo(() => ({ errors, clear }), [errors, clear]);
  return { errors, setErrors, formError, save, value };
}

export function ServerErrorsProvider({ value, children }: { value: ServerErrors; children: ReactNode }) {
  return <ServerErrorsContext.Provider value={value}>{children}</ServerErrorsContext.Provider>;
}

/**
 * A Formik field whose edits clear the server's error of that name, and the error key to show: the schema's
 * once touched, else the server's.
 */
function useBoundField(name: string) {
  const [field, meta] = useField<string>(name);
  const server = useContext(ServerErrorsContext);
  const bound = {
    ...field,
    value: field.value ?? '',
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
      server.clear(name);
      field.onChange(e);
    },
  };
  return { field: bound, errorKey: (meta.touched && meta.error) || server.errors[name] };
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
  const { field, errorKey } = useBoundField(name);
  return (
    <TextField
      {...field}
      label={label}
      type={type}
      required={required}
      autoComplete={autoComplete}
      disabled={disabled}
      maxLength={maxLength}
      error={fieldText(t, errorKey, field.value)}
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
  const { field, errorKey } = useBoundField(name);
  return (
    <SelectField
      {...field}
      label={label}
      options={options}
      placeholder={placeholder}
      required={required}
      disabled={disabled}
      error={fieldText(t, errorKey)}
    />
  );
}
