import { useMemo, useState } from 'react';
import { Form, Formik, type FormikErrors } from 'formik';
import {
  DATATYPE,
  type FormErrors,
  type I9DocumentReference,
  type I9SupplementBEntry,
  type ReverifyReason,
  type SupplementBSchemaContext,
} from '@attest/contracts';
import { Button, Card, FocusFirstError, useT } from '@attest/shared-ui';
import { ErrorAlert } from '../../i9-common/ErrorAlert';
import { I9Check, I9Field, I9Radios } from '../../i9-common/form/I9Field';
import { I9FormContext } from '../../i9-common/form/I9FormContext';
import { i9Field } from '../../i9-common/i9-fields';
import type { Translate } from '../../i9-common/i9-text';
import {
  documentNeeded,
  supplementBErrors,
  toSupplementBEntry,
  type SupplementBValues,
} from '../supplement-b-values';
import { SupplementBDocument } from './SupplementBDocument';

export interface SupplementBFormProps {
  initial: SupplementBValues;
  rules: SupplementBSchemaContext & { everify: boolean; altProcedureEnabled: boolean };
  /** The reasons offered (reverification only when something on this I-9 expires that calls for it). */
  reasons: readonly ReverifyReason[];
  choices: { A: I9DocumentReference[]; C: I9DocumentReference[] };
  server: { errors: Record<string, string>; clear: (path: string) => void };
  formError: string | null;
  onSign: (entry: I9SupplementBEntry) => Promise<void>;
  onCancel: () => void;
}

export function reasonLabel(t: Translate, reason: ReverifyReason): string {
  switch (reason) {
    case 'rehire':
      return t('i9_supb_reason_rehire', 'Rehire');
    case 'name_change':
      return t('i9_supb_reason_name_change', 'Legal name change');
    case 'reverification':
      return t('i9_supb_reason_reverification', 'Reverification');
  }
}

function useFields(t: Translate) {
  return useMemo(
    () => ({
      name: [
        i9Field('new_last_name', t('i9_supb_new_last_name', 'New Last Name'), {
          required: true,
          params: { max_length: 40 },
        }),
        i9Field('new_first_name', t('i9_supb_new_first_name', 'New First Name'), {
          required: true,
          params: { max_length: 40 },
        }),
        i9Field('new_middle_initial', t('i9_supb_new_middle_initial', 'Middle Initial (if any)'), {
          params: { max_length: 1 },
        }),
      ],
      rehire: i9Field('date_of_rehire', t('i9_supb_date_of_rehire', 'Date of Rehire'), {
        datatype_id: DATATYPE.DATE,
        required: true,
      }),
      info: i9Field('additional_info', t('i9_additional_info', 'Additional Information'), {
        datatype_id: DATATYPE.TEXTAREA,
        params: { max_length: 1000 },
        colMdWidth: 12,
        colLgWidth: 12,
      }),
      employer: i9Field(
        'employer_name',
        t('i9_supb_employer_name', 'Name of Employer or Authorized Representative'),
        { required: true, params: { max_length: 100 }, colLgWidth: 8 },
      ),
      signed: i9Field('signed_date', t('i9_supb_signed_date', "Today's Date"), {
        datatype_id: DATATYPE.DATE,
        required: true,
      }),
    }),
    [t],
  );
}

/**
 * A Supplement B entry (Reverification and Rehires, formerly Section 3), checked with contracts'
 * supplementBSchema: the reason, the new name or the rehire date it asks for, the document (List A or C) when
 * one is needed, and the employer's attestation and signature.
 */
export function SupplementBForm({
  initial,
  rules,
  reasons,
  choices,
  server,
  formError,
  onSign,
  onCancel,
}: SupplementBFormProps) {
  const { t } = useT();
  const fields = useFields(t);
  const [attested, setAttested] = useState(false);
  const [tried, setTried] = useState(false);
  const errorsOf = useMemo(() => {
    const runs = new WeakMap<SupplementBValues, FormErrors>();
    return (values: SupplementBValues) => {
      let errors = runs.get(values);
      if (!errors) {
        errors = supplementBErrors(values, rules);
        runs.set(values, errors);
      }
      return errors;
    };
  }, [rules]);

  return (
    <Formik<SupplementBValues>
      initialValues={initial}
      validate={(values) => errorsOf(values) as unknown as FormikErrors<SupplementBValues>}
      validateOnChange={false}
      validateOnBlur={false}
      onSubmit={async (values) => {
        if (attested) {
          await onSign(toSupplementBEntry(values, rules));
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
          <Form noValidate className="i9-page" aria-label={t('i9_supb_form', 'New Supplement B entry')}>
            <FocusFirstError
              submitCount={formik.submitCount}
              isSubmitting={formik.isSubmitting}
              isValid={formik.isValid}
            />
            <Card title={t('i9_supb_form', 'New Supplement B entry')}>
              <I9Radios<ReverifyReason | ''>
                path="reason"
                legend={t('i9_supb_reason', 'Reason')}
                value={formik.values.reason}
                onChoose={(reason) => void formik.setFieldValue('reason', reason, false)}
                options={reasons.map((r) => ({ value: r, label: reasonLabel(t, r) }))}
              />
              <div className="at-dyn-grid">
                {formik.values.reason === 'name_change'
                  ? fields.name.map((f) => <I9Field key={f.name} field={f} />)
                  : null}
                {formik.values.reason === 'rehire' ? <I9Field field={fields.rehire} /> : null}
              </div>
              {documentNeeded(formik.values, rules) ? (
                <SupplementBDocument choices={choices} everify={rules.everify} />
              ) : null}
              <div className="at-dyn-grid">
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
              <p className="i9-statement">
                {t(
                  'i9_supb_statement',
                  'I attest, under penalty of perjury, that to the best of my knowledge, this employee is authorized to work in the United States, and if the employee presented documentation, the documentation I examined appears to be genuine and to relate to the individual who presented it.',
                )}
              </p>
              <div className="at-dyn-grid">
                <I9Field field={fields.employer} />
                <I9Field field={fields.signed} />
              </div>
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
                <Button variant="secondary" onClick={onCancel}>
                  {t('i9_cancel', 'Cancel')}
                </Button>
                <Button type="submit" loading={formik.isSubmitting} onClick={() => setTried(true)}>
                  {t('i9_supb_sign', 'Sign Supplement B')}
                </Button>
              </div>
            </Card>
          </Form>
        </I9FormContext.Provider>
      )}
    </Formik>
  );
}
