import { useCallback, useMemo, type ReactNode } from 'react';
import { getIn, useFormikContext } from 'formik';
import type { DynamicField as DynamicFieldModel, FieldValue } from '@attest/contracts';
import { DynamicField, useT } from '@attest/shared-ui';
import { i9ErrorText } from '../i9-text';
import { useI9Form } from './I9FormContext';

/** The error of a path to show: the server's at once, the rules' once touched or after Continue. */
export function useShownError(path: string): string | null {
  const { t } = useT();
  const { touched, submitCount } = useFormikContext<Record<string, unknown>>();
  const { errors, serverErrors } = useI9Form();
  const server = serverErrors[path];
  if (server) {
    return i9ErrorText(t, server);
  }
  const shown = submitCount > 0 || Boolean(getIn(touched, path));
  return shown ? i9ErrorText(t, errors[path]) : null;
}

export interface I9FieldProps {
  field: DynamicFieldModel;
  /** Formik path when it differs from the model's name (preparer rows: 'preparers[0].city'). */
  path?: string;
  disabled?: boolean;
  /** Instead of setting the value at `path` (a type select that fills several fields). */
  onValue?: (value: string) => void;
  /** The value shown when it is not the one at `path` (a choice derived from other values). */
  value?: string;
}

/** One text, date or list field of an I-9 form: the form engine's DynamicField bound to Formik. */
export function I9Field({ field, path = field.name, disabled, onValue, value: shown }: I9FieldProps) {
  const { values, setFieldValue, setFieldTouched } = useFormikContext<Record<string, unknown>>();
  const { clearServerError, today } = useI9Form();
  const value = shown ?? (getIn(values, path) as FieldValue | undefined) ?? '';
  const model = useMemo(() => (path === field.name ? field : { ...field, name: path }), [field, path]);
  const error = useShownError(path);
  const onChange = useCallback(
    (_name: string, next: FieldValue) => {
      clearServerError(path);
      if (onValue) {
        onValue(typeof next === 'string' ? next : '');
      } else {
        void setFieldValue(path, next ?? '', false);
      }
    },
    [clearServerError, path, setFieldValue, onValue],
  );
  const onBlur = useCallback(() => void setFieldTouched(path, true, false), [path, setFieldTouched]);
  return (
    <DynamicField
      field={model}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      error={error}
      today={today}
      disabled={disabled}
    />
  );
}

/** A check box of the form (No middle name, N/A, ...) bound to a boolean value. */
export function I9Check({
  path,
  label,
  onChanged,
}: {
  path: string;
  label: ReactNode;
  onChanged?: (checked: boolean) => void;
}) {
  const { values, setFieldValue, setFieldTouched } = useFormikContext<Record<string, unknown>>();
  const { clearServerError } = useI9Form();
  return (
    <label className="i9-choice">
      <input
        type="checkbox"
        name={path}
        checked={getIn(values, path) === true}
        onChange={(event) => {
          clearServerError(path);
          void setFieldValue(path, event.target.checked, false);
          void setFieldTouched(path, true, false);
          onChanged?.(event.target.checked);
        }}
      />
      <span>{label}</span>
    </label>
  );
}

/** A group of radio buttons (attestation boxes, which number, which lists) with its error under it. */
export function I9Radios<V extends string>({
  path,
  legend,
  options,
  value,
  onChoose,
  children,
}: {
  path: string;
  legend: ReactNode;
  options: { value: V; label: ReactNode; after?: ReactNode }[];
  value: V;
  onChoose: (value: V) => void;
  children?: ReactNode;
}) {
  const { clearServerError } = useI9Form();
  const error = useShownError(path);
  const errorId = `i9-err-${path.replace(/[^A-Za-z0-9_-]/g, '')}`;
  return (
    <fieldset className="i9-group" aria-describedby={error ? errorId : undefined} data-field={path}>
      <legend>{legend}</legend>
      {options.map((o) => (
        <div key={o.value}>
          <label className="i9-choice">
            <input
              type="radio"
              name={path}
              value={o.value}
              checked={value === o.value}
              aria-invalid={error ? true : undefined}
              onChange={() => {
                clearServerError(path);
                onChoose(o.value);
              }}
            />
            <span>{o.label}</span>
          </label>
          {value === o.value && o.after ? <div className="i9-subgrid">{o.after}</div> : null}
        </div>
      ))}
      {children}
      {error ? (
        <p className="at-field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
