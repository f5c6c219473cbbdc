import { getIn, useFormikContext } from 'formik';
import type { DynamicField as DynamicFieldModel, FieldValue } from '@attest/contracts';
import { DynamicField, fieldErrorText, useT } from '@attest/shared-ui';
import { useBasicInfoForm } from './BasicInfoFormContext';

export interface BasicFieldProps {
  field: DynamicFieldModel;
  /** Formik path when it differs from the model's name (row fields: 'contacts[0].phone'). */
  path?: string;
}

/**
 * One field of the section: the form engine's DynamicField (labels, asterisk, masks, concealed eye toggle,
 * phone/zip typing, banners, date picker) bound to Formik. Errors show once touched or after a save attempt.
 */
export function BasicField({ field, path = field.name }: BasicFieldProps) {
  const { t } = useT();
  const formik = useFormikContext<Record<string, unknown>>();
  const { errors, clearServerError, today } = useBasicInfoForm();
  const value = (getIn(formik.values, path) as FieldValue | undefined) ?? null;
  const shown = formik.submitCount > 0 || Boolean(getIn(formik.touched, path));
  const model = path === field.name ? field : { ...field, name: path };
  return (
    <DynamicField
      field={model}
      value={value}
      onChange={(_name, next) => {
        clearServerError(path);
        void formik.setFieldValue(path, next);
      }}
      onBlur={() => void formik.setFieldTouched(path, true)}
      error={shown ? fieldErrorText(t, errors[path]) : null}
      today={today}
    />
  );
}
