import { useMemo } from 'react';
import { Form, Formik } from 'formik';
import type { AddressFields, FormErrors } from '@attest/contracts';
import { Button, Card, FocusFirstError, useCustomerConfig, useT } from '@attest/shared-ui';
import { AddressAutocomplete } from './AddressAutocomplete';
import { BasicField } from './BasicField';
import { BasicInfoFormContext } from './BasicInfoFormContext';
import { addressFields, eeoFields, personalFields, type BasicInfoFieldContext } from './basic-info-fields';
import { CONTACT_SPEC, LICENSE_SPEC, REFERENCE_SPEC, type RowOwner } from './basic-info-rows';
import { basicInfoErrors, basicInfoSchema } from './basic-info-validation';
import { toBasicInfoValues, type BasicInfoRecords, type BasicInfoValues } from './basic-info-values';
import { CriminalHistoryCard, FederalTaxCard } from './DisclosureCards';
import { RowsCard } from './RowsCard';
import { useBasicInfoSave } from './useBasicInfoSave';

export interface BasicInfoFormProps {
  records: BasicInfoRecords;
  owner: RowOwner;
  inWizard: boolean;
  onSaved?: () => void;
  /** Today as YYYY-MM-DD (tests pass a fixed day). */
  today: string;
}

const ADDRESS_KEYS: (keyof AddressFields)[] = ['address1', 'address2', 'city', 'state', 'zip'];

/** The basic info section: cards of fields in the form engine's grid (one column on phones) and one Save. */
export function BasicInfoForm({ records, owner, inWizard, onSaved, today }: BasicInfoFormProps) {
  const { t } = useT();
  const config = useCustomerConfig();
  const country = String(records.applicant.country ?? '');
  const ctx: BasicInfoFieldContext = useMemo(() => ({ country, today, t: (key, fallback) => t(key, fallback) }), [country, today, t]);
  const disableInternationalPhoneNumbers = config.isOn('disable_international_phone_numbers') || config.isOn('DisableInternationalPhoneNumbers');
  const schema = useMemo(() => basicInfoSchema({ ...ctx, disableInternationalPhoneNumbers }), [ctx, disableInternationalPhoneNumbers]);
  const initialValues = useMemo(() => toBasicInfoValues(records), [records]);
  const save = useBasicInfoSave(records, owner, onSaved);
  const clientErrors = useMemo(() => {
    const runs = new WeakMap<BasicInfoValues, FormErrors>();
    return (values: BasicInfoValues) => {
      let errors = runs.get(values);
      if (!errors) {
        errors = basicInfoErrors(schema, values);
        runs.set(values, errors);
      }
      return errors;
    };
  }, [schema]);
  const personal = useMemo(() => personalFields(), []);
  const address = useMemo(() => addressFields(ctx), [ctx]);
  const eeo = useMemo(() => eeoFields(ctx), [ctx]);

  return (
    // Errors for display are computed once per values object below; Formik validates (the same schema) on submit only.
    <Formik<BasicInfoValues> initialValues={initialValues} validationSchema={schema} onSubmit={save.submit} validateOnChange={false} validateOnBlur={false}>
      {(formik) => {
        const errors = { ...clientErrors(formik.values), ...save.serverErrors };
        const fillAddress = (place: AddressFields) => {
          for (const key of ADDRESS_KEYS) {
            save.clearServerError(key);
            void formik.setFieldValue(key, place[key] ?? '', false);
          }
        };
        return (
          <BasicInfoFormContext.Provider value={{ errors, clearServerError: save.clearServerError, today }}>
            <Form noValidate className="aw-basic-info">
              <FocusFirstError submitCount={formik.submitCount} isSubmitting={formik.isSubmitting} isValid={formik.isValid} />
              <Card title={t('personal_information', 'Personal information')}>
                <div className="at-dyn-grid">
                  {personal.map((f) => (
                    <BasicField key={f.name} field={f} />
                  ))}
                </div>
              </Card>
              <Card title={t('home_address', 'Home address')}>
                <div className="at-dyn-grid">
                  <AddressAutocomplete field={address[0]} country={country} onPlace={fillAddress} />
                  {address.slice(1).map((f) => (
                    <BasicField key={f.name} field={f} />
                  ))}
                </div>
              </Card>
              <FederalTaxCard ctx={ctx} onFile={save.onFile()} />
              <Card title={t('eeo_information', 'Equal employment opportunity (optional)')}>
                <p className="aw-muted">{t('eeo_intro', 'Answering is voluntary and does not affect your application.')}</p>
                <div className="at-dyn-grid">
                  {eeo.map((f) => (
                    <BasicField key={f.name} field={f} />
                  ))}
                </div>
              </Card>
              <CriminalHistoryCard ctx={ctx} convicted={formik.values.convicted === '1'} />
              <RowsCard spec={CONTACT_SPEC} />
              <RowsCard spec={LICENSE_SPEC} />
              <RowsCard spec={REFERENCE_SPEC} />
              <div className="at-form-actions">
                <Button type="submit" loading={formik.isSubmitting}>
                  {inWizard ? t('save_and_continue', 'Save and continue') : t('save', 'Save')}
                </Button>
              </div>
            </Form>
          </BasicInfoFormContext.Provider>
        );
      }}
    </Formik>
  );
}
