import { useId, type ReactNode } from 'react';
import { useField } from 'formik';

interface Props {
  name: string;
  label: ReactNode;
  /** Read with the checkbox (aria-describedby), shown under it. */
  description?: ReactNode;
  /** `warning` shows the description as a caution. */
  tone?: 'muted' | 'warning';
  disabled?: boolean;
}

/** A Formik checkbox with its label and an optional explanation read with it. */
export function FormikCheckbox({ name, label, description, tone = 'muted', disabled }: Props) {
  const [field] = useField<boolean>({ name, type: 'checkbox' });
  const descriptionId = useId();
  return (
    <div className="sec-check">
      <label className="aa-check">
        <input
          type="checkbox"
          name={field.name}
          checked={Boolean(field.checked)}
          onChange={field.onChange}
          onBlur={field.onBlur}
          disabled={disabled}
          aria-describedby={description ? descriptionId : undefined}
        />
        <span>{label}</span>
      </label>
      {description ? (
        <p id={descriptionId} className={tone === 'warning' ? 'sec-warning' : 'aa-muted sec-note'}>
          {description}
        </p>
      ) : null}
    </div>
  );
}
