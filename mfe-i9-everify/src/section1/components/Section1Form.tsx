import { useMemo, useState } from 'react';
import { Form, Formik, type FormikErrors } from 'formik';
import { section1Warnings, type FormErrors, type Section1Context } from '@attest/contracts';
import { Button, Card, FocusFirstError, useT } from '@attest/shared-ui';
import { ErrorAlert } from '../../i9-common/ErrorAlert';
import { FULL_ROW } from '../../i9-common/i9-fields';
import { i9MessageText } from '../../i9-common/i9-text';
import { useGetI9CountriesQuery } from '../api/section1-api';
import { useSection1Fields } from '../section1-fields';
import { section1Errors, type MaskedOriginals, type Section1Values } from '../section1-values';
import { AttestationFields } from './AttestationFields';
import { PreparersCard } from './PreparersCard';
import { I9Check, I9Field } from '../../i9-common/form/I9Field';
import { I9FormContext } from '../../i9-common/form/I9FormContext';
import { SsnField } from './SsnField';

export interface Section1FormProps {
  initial: Section1Values;
  masked: MaskedOriginals;
  rules: Section1Context;
  server: { errors: Record<string, string>; clear: (path: string) => void };
  /** The message of the last refusal (kept with what was typed). */
  formError: string | null;
  /** Without it there is no "Save draft" (staff proposing a correction send it in one step). */
  onSaveDraft?: (values: Section1Values) => Promise<void>;
  onContinue: (values: Section1Values) => Promise<void>;
  /** Instead of the applicant's intro and "Continue" (a staff user proposing a correction). */
  intro?: string;
  submitLabel?: string;
}

/**
 * Section 1 in the official form's order, checked with contracts' section1Schema (the rules the server runs
 * when it signs). "Save draft" keeps it as it is; "Continue" checks it, saves it and moves on to the review.
 */
export function Section1Form({
  initial,
  masked,
  rules,
  server,
  formError,
  onSaveDraft,
  onContinue,
  intro,
  submitLabel,
}: Section1FormProps) {
  const { t } = useT();
  const countries = useGetI9CountriesQuery();
  const ssnAsked = rules.requireSsn || rules.everify;
  const fields = useSection1Fields(rules.today, ssnAsked, countries.data);
  const [drafting, setDrafting] = useState(false);
  const errorsOf = useMemo(() => {
    const runs = new WeakMap<Section1Values, FormErrors>();
    return (values: Section1Values) => {
      let errors = runs.get(values);
      if (!errors) {
        errors = section1Errors(values, { ...rules, masked });
        runs.set(values, errors);
      }
      return errors;
    };
  }, [rules, masked]);

  return (
    <Formik<Section1Values>
      initialValues={initial}
      validate={(values) => errorsOf(values) as unknown as FormikErrors<Section1Values>}
      validateOnChange={false}
      validateOnBlur={false}
      onSubmit={onContinue}
    >
      {(formik) => (
        <I9FormContext.Provider
          value={{
            errors: errorsOf(formik.values),
            serverErrors: server.errors,
            clearServerError: server.clear,
            today: rules.today,
          }}
        >
          <Form
            noValidate
            className="i9-page"
            aria-label={t('i9_section1_title', 'Form I-9, Section 1: Employee Information and Attestation')}
          >
            <FocusFirstError
              submitCount={formik.submitCount}
              isSubmitting={formik.isSubmitting}
              isValid={formik.isValid}
            />
            <Card title={t('i9_employee_information', 'Employee information')}>
              <p className="i9-muted">
                {intro ??
                  t(
                    'i9_section1_intro',
                    'Complete and sign Section 1 no later than your first day of employment. Fields marked * are required.',
                  )}
              </p>
              <div className="at-dyn-grid">
                {fields.name.slice(0, 3).map((f) => (
                  <I9Field
                    key={f.name}
                    field={f}
                    disabled={f.name === 'i9_middle_initial' && formik.values.i9_no_middle_name}
                  />
                ))}
                <div className="at-dyn-col" style={FULL_ROW}>
                  <I9Check
                    path="i9_no_middle_name"
                    label={t('i9_no_middle_name', 'No middle name')}
                    onChanged={(checked) =>
                      checked && void formik.setFieldValue('i9_middle_initial', '', false)
                    }
                  />
                </div>
                <I9Field field={fields.name[3]} />
                {fields.address.map((f) => (
                  <I9Field key={f.name} field={f} />
                ))}
                <I9Field field={fields.dob} />
                <SsnField field={fields.ssn} asked={ssnAsked} />
                {fields.contact.map((f) => (
                  <I9Field key={f.name} field={f} />
                ))}
              </div>
              {section1Warnings({ i9_dob: formik.values.i9_dob }, { today: rules.today }).map((w) => (
                <p key={w.key} className="i9-warn" role="status">
                  {i9MessageText(t, w.key)}
                </p>
              ))}
            </Card>
            <Card title={t('i9_status_title', 'Citizenship or immigration status')}>
              <p className="i9-statement">
                {t(
                  'i9_penalty_notice',
                  'I am aware that federal law provides for imprisonment and/or fines for false statements, or the use of false documents, in connection with the completion of this form.',
                )}
              </p>
              <AttestationFields fields={fields} />
            </Card>
            <PreparersCard fields={fields} />
            <ErrorAlert message={formError} />
            <div className="at-form-actions i9-actions">
              {onSaveDraft ? (
                <Button
                  variant="secondary"
                  loading={drafting}
                  onClick={() => {
                    setDrafting(true);
                    void onSaveDraft(formik.values).finally(() => setDrafting(false));
                  }}
                >
                  {t('i9_save_draft', 'Save draft')}
                </Button>
              ) : null}
              <Button type="submit" loading={formik.isSubmitting}>
                {submitLabel ?? t('i9_continue', 'Continue')}
              </Button>
            </div>
          </Form>
        </I9FormContext.Provider>
      )}
    </Formik>
  );
}
