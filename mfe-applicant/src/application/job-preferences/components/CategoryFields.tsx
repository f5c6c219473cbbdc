import {
  categoryOptions, changeCategory, setPrimarySpecialty, type JobCategory, type JobPreferenceSwitches, type JobPreferenceValues,
} from '@attest/contracts';
import { useContentText, useT } from '@attest/shared-ui';
import { ChoiceGroup, type ChoiceOption } from './ChoiceGroup';
import { SelectField } from './SelectField';

interface CategoryFieldsProps {
  values: JobPreferenceValues;
  setValues: (values: JobPreferenceValues) => void;
  switches: JobPreferenceSwitches;
  categories: readonly JobCategory[];
  categoryError: string | null;
}

/**
 * Category (single or multi), skills, and specialties (a list, or primary and secondary). Names show in the
 * page's language (content keys); what is stored is the customer's own name.
 */
export function CategoryFields({ values, setValues, switches, categories, categoryError }: CategoryFieldsProps) {
  const { t } = useT();
  const text = useContentText();
  const asChoices = (options: { code: string; name: string }[]): ChoiceOption[] => options.map((o) => ({ value: o.code, label: text.content('jobOption', o.name) }));
  const categoryChoices = categories.map((c) => ({ value: String(c.category_id), label: text.content('jobCategory', c.name) }));
  const specialtyOptions = categoryOptions(categories, values.selected_categories, 'specialties');
  const skills = asChoices(categoryOptions(categories, values.selected_categories, 'skills'));
  const specialties = asChoices(specialtyOptions);
  const secondaryChoices = specialties.filter((s) => s.value !== values.primary_specialty_value);
  const nameOf = (code: string) => specialtyOptions.find((s) => s.code === code)?.name ?? '';

  return (
    <>
      {switches.category && switches.categoryMultiSelect ? (
        <ChoiceGroup
          name="selected_categories"
          legend={t('job_categories', 'Job categories')}
          options={categoryChoices}
          selected={values.selected_categories}
          onChange={(next) => setValues(changeCategory(values, next))}
          required
          error={categoryError}
        />
      ) : null}
      {switches.category && !switches.categoryMultiSelect ? (
        <SelectField
          name="category"
          label={t('job_category', 'Job category')}
          value={values.category}
          options={categoryChoices}
          placeholder={t('select_one', 'Select one')}
          onChange={(next) => setValues(changeCategory(values, next))}
          required
          error={categoryError}
        />
      ) : null}
      {switches.skills && skills.length > 0 ? (
        <ChoiceGroup
          name="skills"
          legend={t('skills', 'Skills')}
          options={skills}
          selected={values.skills}
          onChange={(next) => setValues({ ...values, skills: next })}
        />
      ) : null}
      {switches.specialtiesList && specialties.length > 0 ? (
        <ChoiceGroup
          name="specialties"
          legend={t('specialties', 'Specialties')}
          options={specialties}
          selected={values.specialties}
          onChange={(next) => setValues({ ...values, specialties: next })}
        />
      ) : null}
      {switches.primaryAndSecondary && specialties.length > 0 ? (
        <>
          <SelectField
            name="primary_specialty_value"
            label={t('primary_specialty', 'Primary specialty')}
            value={values.primary_specialty_value}
            options={specialties}
            placeholder={t('none', 'None')}
            onChange={(code) => setValues(setPrimarySpecialty(values, code, nameOf(code)))}
          />
          <SelectField
            name="secondary_specialty_value"
            label={t('secondary_specialty', 'Secondary specialty')}
            value={values.secondary_specialty_value}
            options={secondaryChoices}
            placeholder={t('none', 'None')}
            disabled={values.primary_specialty_value === ''}
            onChange={(code) => setValues({ ...values, secondary_specialty_value: code, secondary_specialty_name: nameOf(code) })}
          />
        </>
      ) : null}
    </>
  );
}
