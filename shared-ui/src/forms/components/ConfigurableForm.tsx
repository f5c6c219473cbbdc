import type { DynamicField as DynamicFieldModel, FieldValue, FormErrors, FormLayoutSection, FormValues, ValueChangeResult } from '@attest/contracts';
import { useFieldTriggers } from '../hooks/useFieldTriggers';
import { FormSections } from './FormSections';

export interface ConfigurableFormProps {
  fields: readonly DynamicFieldModel[];
  /** Sections of rows of field names; without it one untitled section holds every field by sort_order. */
  layout?: readonly FormLayoutSection[] | null;
  values: FormValues;
  /** The values after a change, with trigger effects applied (hidden fields cleared, calculations redone). */
  onValuesChange: (values: FormValues, change: ValueChangeResult & { name: string }) => void;
  onBlur?: (name: string) => void;
  errors?: FormErrors;
  touched?: Record<string, boolean | undefined>;
  readOnly?: boolean;
  workflowReadOnly?: boolean;
  today?: string;
  onFileSelected?: (field: DynamicFieldModel, file: File) => Promise<string> | string;
}

/**
 * Configurable form (spec §2 "Form engine screens" 3): sections titled by title_translation_key hold
 * rows of fields. Field actions (triggers) show, hide, enable or disable target fields through the
 * contracts' trigger machinery. Controlled: the caller owns values, errors and touched (Formik or state).
 */
export function ConfigurableForm(props: ConfigurableFormProps) {
  const { fields, layout, values, onValuesChange, ...listProps } = props;
  const { states, change } = useFieldTriggers(fields, values);
  const onChange = (name: string, value: FieldValue) => {
    const result = change(name, value);
    onValuesChange(result.values, { ...result, name });
  };
  return (
    <div className="at-dyn-form">
      <FormSections {...listProps} fields={fields} layout={layout} states={states} values={values} onChange={onChange} />
    </div>
  );
}
