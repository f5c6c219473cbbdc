import { useMemo } from 'react';
import type { DynamicField as DynamicFieldModel, FieldValue, FormErrors, FormLayoutSection, FormValues, ValueChangeResult } from '@attest/contracts';
import { useT } from '../../i18n/useT';
import { useFieldTriggers } from '../hooks/useFieldTriggers';
import { FieldList } from './FieldList';

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

const bySortOrder = (fields: readonly DynamicFieldModel[]) =>
  fields.map((f, i) => ({ f, i })).sort((a, b) => a.f.sort_order - b.f.sort_order || a.i - b.i).map(({ f }) => f);

/**
 * Configurable form (spec §2 "Form engine screens" 3): sections titled by title_translation_key hold
 * rows of fields. Field actions (triggers) show, hide, enable or disable target fields through the
 * contracts' trigger machinery. Controlled: the caller owns values, errors and touched (Formik or state).
 */
export function ConfigurableForm(props: ConfigurableFormProps) {
  const { fields, layout, values, onValuesChange, ...listProps } = props;
  const { t } = useT();
  const { states, change } = useFieldTriggers(fields, values);
  const byName = useMemo(() => new Map(fields.map((f) => [f.name, f])), [fields]);
  const onChange = (name: string, value: FieldValue) => {
    const result = change(name, value);
    onValuesChange(result.values, { ...result, name });
  };
  const sections = layout?.length ? layout : [{ title_translation_key: '', rows: [bySortOrder(fields).map((f) => f.name)] }];

  return (
    <div className="at-dyn-form">
      {sections.map((section, sectionIndex) => (
        <section key={`${section.title_translation_key}-${sectionIndex}`} className="at-dyn-section">
          {section.title_translation_key ? <h3 className="at-dyn-section__title">{t(section.title_translation_key)}</h3> : null}
          {section.rows.map((row, rowIndex) => (
            <FieldList
              key={rowIndex}
              {...listProps}
              fields={row.map((name) => byName.get(name)).filter((f): f is DynamicFieldModel => Boolean(f))}
              states={states}
              values={values}
              onChange={onChange}
            />
          ))}
        </section>
      ))}
    </div>
  );
}
