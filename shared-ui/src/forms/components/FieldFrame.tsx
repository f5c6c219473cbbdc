import { useRef, type CSSProperties, type ReactNode } from 'react';
import { DEFAULT_COLUMN_WIDTHS, type DynamicField } from '@attest/contracts';
import { FieldBanner } from './FieldBanner';

export interface FieldFrameProps {
  field: DynamicField;
  inputId: string;
  errorId: string;
  label: string;
  /** Already translated; null hides it. */
  error: string | null;
  /** Groups (radio, checkbox group, yes/no) label themselves with a fieldset legend. */
  asGroup?: boolean;
  /** params.help, translated: a hint under the label that the input names in aria-describedby. */
  help?: { id: string; text: string } | null;
  children: ReactNode;
}

/** A grid span from the field's colLg/colMd/colSm widths (defaults 9/9/12); below 600px everything stacks. */
export function columnStyle(field: Pick<DynamicField, 'colLgWidth' | 'colMdWidth' | 'colSmWidth'>): CSSProperties {
  return {
    '--at-col-lg': field.colLgWidth ?? DEFAULT_COLUMN_WIDTHS.lg,
    '--at-col-md': field.colMdWidth ?? DEFAULT_COLUMN_WIDTHS.md,
    '--at-col-sm': field.colSmWidth ?? DEFAULT_COLUMN_WIDTHS.sm,
  } as CSSProperties;
}

/**
 * The frame around one dynamic field (spec §2 "Field display"): banner, label with the required
 * asterisk, the input, and the inline error label that focuses the input when clicked. The error
 * label has no htmlFor: on a checkbox a label click would toggle the box instead of focusing it.
 */
export function FieldFrame({ field, inputId, errorId, label, error, asGroup = false, help = null, children }: FieldFrameProps) {
  const frameRef = useRef<HTMLDivElement>(null);
  const focusInput = () => {
    const target =
      (document.getElementById(inputId) as HTMLElement | null) ??
      frameRef.current?.querySelector<HTMLElement>('input:not([type=hidden]), select, textarea');
    target?.focus();
  };
  const required = Boolean(field.required);
  const labelContent = (
    <>
      {label}
      {required ? (
        <span className="at-field__required" aria-hidden="true">
          *
        </span>
      ) : null}
    </>
  );
  const hint = help ? (
    <p className="at-field__hint" id={help.id}>
      {help.text}
    </p>
  ) : null;
  const errorLabel = error ? (
    <label className="at-field__error" id={errorId} onClick={focusInput}>
      {error}
    </label>
  ) : null;

  return (
    <div ref={frameRef} className="at-dyn-col at-field" style={columnStyle(field)} data-field={field.name}>
      {field.params?.banner_id != null ? <FieldBanner bannerId={Number(field.params.banner_id)} /> : null}
      {asGroup ? (
        <fieldset className="at-dyn-group" aria-describedby={error ? errorId : undefined}>
          <legend className="at-field__label">{labelContent}</legend>
          {hint}
          <div className="at-field__row">
            {children}
            {errorLabel}
          </div>
        </fieldset>
      ) : (
        <>
          <label className="at-field__label" htmlFor={inputId}>
            {labelContent}
          </label>
          {hint}
          <div className="at-field__row">
            {children}
            {errorLabel}
          </div>
        </>
      )}
    </div>
  );
}
