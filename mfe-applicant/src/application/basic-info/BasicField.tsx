import { memo, useCallback, useMemo } from 'react';
import { getIn, useFormikContext } from 'formik';
import type { DynamicField as DynamicFieldModel, FieldValue } from '@attest/contracts';
import { DynamicField, fieldErrorText, useT } from '@attest/shared-ui';
import { useBasicInfoForm } from './BasicInfoFormContext';

export interface BasicFieldProps {
  field: DynamicFieldModel;
  /** Formik path when it differs from the model's name (row fields: 'contacts[0].phone'). */
  path?: string;
}

// The section has some forty fields: only the one whose value or error changed renders again on a keystroke.
const MemoField = memo(DynamicField);

/**
 * One field of the section: the form engine's DynamicField (labels, asterisk, masks, concealed eye toggle,
 * phone/zip typing, banners, date picker) bound to Formik. Errors show once touched or after a save attempt.
 */
export function BasicField({ field, path = field.name }: BasicFieldProps) {
  const { t } = useT();
  const { values, touched, submitCount, setFieldValue, setFieldTouched } = useFormikContext<Record<string, unknown>>();
  const { errors, clearServerError, today } = useBasicInfoForm();
  const value = (getIn(values, path) as FieldValue | undefined) ?? null;
  const shown = submitCount > 0 || Boolean(getIn(touched, path));
  const model = useMemo(() => (path === field.name ? field : { ...field, name: path }), [field, path]);
  const onChange = useCallback(
    (_name: string, next: FieldValue) => {
      clearServerError(path);
      void setFieldValue(path, next);
    },
    [clearServerError, path, setFieldValue],
  );
  const onBlur = useCallback(() => void setFieldTouched(path, true), [path, setFieldTouched]);
  return <MemoField field={model} value={value} onChange={onChange} onBlur={onBlur} error={shown ? fieldErrorText(t, errors[path]) : null} today={today} />;
}
