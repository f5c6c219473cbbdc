// Test-only: a DynamicField holding its own value, so typing behaves as in a form.
import { useState } from 'react';
import type { DynamicField as DynamicFieldModel, FieldValue, FormValues } from '@attest/contracts';
import { DynamicField, type DynamicFieldProps } from '../components/DynamicField';

export interface ControlledFieldProps extends Partial<Omit<DynamicFieldProps, 'field' | 'value' | 'onChange'>> {
  field: DynamicFieldModel;
  initial?: FieldValue;
  otherValues?: FormValues;
  onValue?: (value: FieldValue) => void;
}

export function ControlledField({ field, initial = null, otherValues = {}, onValue, ...rest }: ControlledFieldProps) {
  const [value, setValue] = useState<FieldValue>(initial);
  return (
    <>
      <DynamicField
        {...rest}
        field={field}
        value={value}
        values={{ ...otherValues, [field.name]: value }}
        onChange={(_name, next) => {
          setValue(next);
          onValue?.(next);
        }}
      />
      <output data-testid="value">{JSON.stringify(value)}</output>
    </>
  );
}
