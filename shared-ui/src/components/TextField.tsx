import { forwardRef, useCallback, useId, useRef, type InputHTMLAttributes, type ReactNode } from 'react';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {
  label: ReactNode;
  /** Inline error shown next to the input (already translated). */
  error?: ReactNode;
  hint?: ReactNode;
}

/**
 * Labelled input (spec, "Field display"): a required input shows an asterisk on its label; an
 * error shows as an inline label next to the input, and clicking it focuses the input. The error
 * is a real <label for> so it is also read with the field's name.
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, id, required, className, type = 'text', ...inputProps },
  forwardedRef,
) {
  const generatedId = useId();
  const inputId = id ?? `at-field-${generatedId}`;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const inputRef = useRef<HTMLInputElement | null>(null);

  const setRef = useCallback(
    (node: HTMLInputElement | null) => {
      inputRef.current = node;
      if (typeof forwardedRef === 'function') {
        forwardedRef(node);
      } else if (forwardedRef) {
        forwardedRef.current = node;
      }
    },
    [forwardedRef],
  );

  const hasError = error !== undefined && error !== null && error !== false && error !== '';

  return (
    <div className={['at-field', className].filter(Boolean).join(' ')}>
      <label className="at-field__label" htmlFor={inputId}>
        {label}
        {required ? (
          <span className="at-field__required" aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      <div className="at-field__row">
        <input
          ref={setRef}
          id={inputId}
          type={type}
          required={required}
          aria-required={required || undefined}
          aria-invalid={hasError || undefined}
          aria-describedby={hintId}
          className="at-field__input"
          {...inputProps}
        />
        {hasError ? (
          <label className="at-field__error" htmlFor={inputId} id={`${inputId}-error`} onClick={() => inputRef.current?.focus()}>
            {error}
          </label>
        ) : null}
      </div>
      {hint ? (
        <span className="at-field__hint" id={hintId}>
          {hint}
        </span>
      ) : null}
    </div>
  );
});
