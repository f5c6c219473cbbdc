import { useMemo, useState } from 'react';
import { Form, Formik, type FormikErrors } from 'formik';
import { DATATYPE, type FormErrors, type I9DocumentChoices, type Section2Context } from '@attest/contracts';
import { Button, Card, FocusFirstError, useT } from '@attest/shared-ui';
import { I9Check, I9Field, I9Radios } from '../../i9-common/form/I9Field';
import { I9FormContext } from '../../i9-common/form/I9FormContext';
import { ErrorAlert } from '../../i9-common/ErrorAlert';
import { Section2Images } from '../../i9-common/image-capture/Section2Images';
import { dropdown, i9Field, i9StateOptions } from '../../i9-common/i9-fields';
import { section2Errors, type ListChoice, type Section2Values } from '../section2-values';
import { DocumentFields } from './DocumentFields';
import { ListADocuments } from './ListADocuments';

export interface Section2FormProps {
  initial: Section2Values;
  rules: Section2Context;
  choices: I9DocumentChoices;
  server: { errors: Record<string, string>; clear: (path: string) => void };
  formError: string | null;
  /** Without it there is no "Save draft" (a correction is signed in one step). */
  onSaveDraft?: (values: Section2Values) => Promise<void>;
  onSign: (values: Section2Values) => Promise<void>;
  /** The sign button's text ("Sign Section 2" unless given). */
  submitLabel?: string;
}

/**
 * Section 2 (Employer Review and Verification), checked with contracts' section2Schema for the employee's
 * status: the documents (one List A, or List B + List C, quick-selected from the lists the status allows), the
 * first day of employment, the DHS alternative procedure where enabled, and the employer's certification.
 */
export function Section2Form({
  initial,
  rules,
  choices,
  server,
  formError,
  onSaveDraft,
  onSign,
  submitLabel,
}: Section2FormProps) {
  const { t } = useT();
  const [drafting, setDrafting] = useState(false);
  const [attested, setAttested] = useState(false);
  const [tried, setTried] = useState(false);
  const errorsOf = useMemo(() => {
    const runs = new WeakMap<Section2Values, FormErrors>();
    return (values: Section2Values) => {
      let errors = runs.get(values);
      if (!errors) {
        errors = section2Errors(values, rules);
        runs.set(values, errors);
      }
      return errors;
    };
  }, [rules]);
  const fields = useMemo(() => {
    const states = i9StateOptions({ can: t('i9_state_can', 'Canada'), mex: t('i9_state_mex', 'Mexico') });
    return {
      firstDay: i9Field('first_day_of_employment', t('i9_first_day', 'First Day of Employment'), {
        datatype_id: DATATYPE.DATE,
        required: true,
      }),
      info: i9Field('additional_info', t('i9_additional_info', 'Additional Information'), {
        datatype_id: DATATYPE.TEXTAREA,
        params: { max_length: 1000 },
        colMdWidth: 12,
        colLgWidth: 12,
      }),
      employer: [
        i9Field(
          'employer_last_name',
          t('i9_employer_last_name', 'Last Name of Employer or Authorized Representative'),
          { required: true, params: { max_length: 40 } },
        ),
        i9Field(
          'employer_first_name',
          t('i9_employer_first_name', 'First Name of Employer or Authorized Representative'),
          { required: true, params: { max_length: 40 } },
        ),
        i9Field('employer_title', t('i9_employer_title', 'Title of Employer or Authorized Representative'), {
          required: true,
          params: { max_length: 60 },
        }),
        i9Field('business_name', t('i9_business_name', "Employer's Business or Organization Name"), {
          required: true,
          params: { max_length: 120 },
          colMdWidth: 12,
          colLgWidth: 8,
        }),
        i9Field(
          'business_address',
          t(
            'i9_business_address',
            "Employer's Business or Organization Address, City or Town, State, ZIP Code",
          ),
          { required: true, params: { max_length: 100 }, colMdWidth: 12, colLgWidth: 12 },
        ),
        i9Field('business_city', t('i9_business_city', 'City or Town'), {
          required: true,
          params: { max_length: 60 },
        }),
        dropdown('business_state', t('i9_business_state', 'State'), states, { required: true }),
        i9Field('business_zip', t('i9_business_zip', 'ZIP Code'), {
          required: true,
          params: { max_length: 10 },
        }),
      ],
    };
  }, [t]);

  return (
    <Formik<Section2Values>
      initialValues={initial}
      validate={(values) => errorsOf(values) as unknown as FormikErrors<Section2Values>}
      validateOnChange={false}
      validateOnBlur={false}
      onSubmit={async (values) => {
        if (attested) {
          await onSign(values);
        }
      }}
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
            aria-label={t('i9_section2_title', 'Section 2: Employer Review and Verification')}
          >
            <FocusFirstError
              submitCount={formik.submitCount}
              isSubmitting={formik.isSubmitting}
              isValid={formik.isValid}
            />
            <Card title={t('i9_section2_title', 'Section 2: Employer Review and Verification')}>
              <I9Radios<ListChoice>
                path="choice"
                legend={t('i9_documents_presented', 'Documents the employee presented')}
                value={formik.values.choice}
                onChoose={(choice) => void formik.setFieldValue('choice', choice, false)}
                options={[
                  {
                    value: 'A',
                    label: t('i9_choice_a', 'One document from List A'),
                    after: <ListADocuments options={choices.A} everify={rules.everify} />,
                  },
                  {
                    value: 'BC',
                    label: t('i9_choice_bc', 'One document from List B and one from List C'),
                    after: (
                      <>
                        <DocumentFields
                          path="bcDocs[0]"
                          options={choices.B}
                          everify={rules.everify}
                          heading={t('i9_list_b', 'List B: identity')}
                        />
                        <DocumentFields
                          path="bcDocs[1]"
                          options={choices.C}
                          everify={rules.everify}
                          heading={t('i9_list_c', 'List C: employment authorization')}
                        />
                      </>
                    ),
                  },
                ]}
              />
              <Section2Images />
              <div className="at-dyn-grid">
                <I9Field field={fields.firstDay} />
                <I9Field field={fields.info} />
              </div>
              {rules.altProcedureEnabled ? (
                <I9Check
                  path="alt_procedure_used"
                  label={t(
                    'i9_alt_procedure',
                    'Check here if you used an alternative procedure authorized by DHS to examine documents.',
                  )}
                />
              ) : null}
            </Card>
            <Card title={t('i9_employer_certification', 'Certification')}>
              <div className="at-dyn-grid">
                {fields.employer.map((f) => (
                  <I9Field key={f.name} field={f} />
                ))}
              </div>
              <p className="i9-statement">
                {t(
                  'i9_section2_statement',
                  'I attest, under penalty of perjury, that (1) I have examined the documentation presented by the above-named employee, (2) the above-listed documentation appears to be genuine and to relate to the employee named, and (3) to the best of my knowledge, the employee is authorized to work in the United States.',
                )}
              </p>
              <label className="i9-choice">
                <input
                  type="checkbox"
                  checked={attested}
                  aria-invalid={tried && !attested ? true : undefined}
                  onChange={(e) => setAttested(e.target.checked)}
                />
                <span>{t('i9_section2_consent', 'I attest to the statement above')}</span>
              </label>
              {tried && !attested ? (
                <p className="at-field__error">
                  {t('i9_attestation_consent_required', 'Check the box to attest')}
                </p>
              ) : null}
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
                <Button type="submit" loading={formik.isSubmitting} onClick={() => setTried(true)}>
                  {submitLabel ?? t('i9_sign_section2', 'Sign Section 2')}
                </Button>
              </div>
            </Card>
          </Form>
        </I9FormContext.Provider>
      )}
    </Formik>
  );
}
