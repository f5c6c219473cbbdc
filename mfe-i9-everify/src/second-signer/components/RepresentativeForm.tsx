import { useMemo, useState } from 'react';
import { Form, Formik } from 'formik';
import { AUTH_REP_CONTACT, type AuthRepContact } from '@attest/contracts';
import { Button, useT } from '@attest/shared-ui';
import { ErrorAlert } from '../../i9-common/ErrorAlert';
import { I9Field, I9Radios } from '../../i9-common/form/I9Field';
import { I9FormContext } from '../../i9-common/form/I9FormContext';
import { i9Field } from '../../i9-common/i9-fields';
import { apiErrorText, apiFieldErrors } from '../../i9-common/i9-text';
import type { AuthRepBody, SecondSignerView } from '../api/second-signer-types';
import { contactMethodLabel } from '../second-signer-status';

interface RepValues {
  contact_method: AuthRepContact | '';
  first_name: string;
  last_name: string;
  email: string;
  mobile: string;
}

const orNull = (v: string) => (v.trim() === '' ? null : v.trim());

/** Only what the method uses is sent: names unless "assign later", the email or the mobile of the method. */
function toBody(v: RepValues): AuthRepBody {
  const method = v.contact_method as AuthRepContact;
  const later = method === AUTH_REP_CONTACT.ASSIGN_LATER;
  return {
    contact_method: method,
    first_name: later ? null : orNull(v.first_name),
    last_name: later ? null : orNull(v.last_name),
    email: method === AUTH_REP_CONTACT.EMAIL ? orNull(v.email) : null,
    mobile: method === AUTH_REP_CONTACT.SMS ? orNull(v.mobile) : null,
  };
}

/**
 * The representative's contact method, name and email or mobile (the employee's card and staff's "assign"). The
 * server runs authRepSchema and answers field keys (the three "must differ" keys, a method not offered): they show
 * under the fields and everything typed stays. A masked contact sent back unchanged keeps the stored one.
 */
export function RepresentativeForm({
  allowed,
  current,
  label,
  submitLabel,
  onSave,
}: {
  allowed: AuthRepContact[];
  current: SecondSignerView | null;
  label: string;
  submitLabel: string;
  onSave: (body: AuthRepBody) => Promise<unknown>;
}) {
  const { t } = useT();
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [initial] = useState<RepValues>(() => ({
    contact_method: current && allowed.includes(current.contact_method) ? current.contact_method : '',
    first_name: current?.first_name ?? '',
    last_name: current?.last_name ?? '',
    email: current?.email ?? '',
    mobile: current?.mobile ?? '',
  }));
  const fields = useMemo(
    () => ({
      first: i9Field('first_name', t('i9_rep_first_name', 'Representative’s first name'), {
        required: true,
        params: { max_length: 40 },
      }),
      last: i9Field('last_name', t('i9_rep_last_name', 'Representative’s last name'), {
        required: true,
        params: { max_length: 40 },
      }),
      email: i9Field('email', t('i9_rep_email', 'Representative’s email address'), {
        required: true,
        params: { input_kind: 'email', max_length: 254 },
      }),
      mobile: i9Field('mobile', t('i9_rep_mobile', 'Representative’s mobile number'), {
        required: true,
        params: { input_kind: 'text', max_length: 32 },
      }),
    }),
    [t],
  );
  const clear = (path: string) =>
    setServerErrors((errors) => {
      const next = { ...errors };
      delete next[path];
      return next;
    });
  return (
    <Formik<RepValues>
      initialValues={initial}
      onSubmit={async (values) => {
        setFormError(null);
        try {
          await onSave(toBody(values));
          setServerErrors({});
        } catch (error) {
          setServerErrors(apiFieldErrors(error));
          setFormError(apiErrorText(t, error));
        }
      }}
    >
      {(formik) => {
        const method = formik.values.contact_method;
        return (
          <I9FormContext.Provider value={{ errors: {}, serverErrors, clearServerError: clear, today: '' }}>
            <Form noValidate aria-label={label}>
              <I9Radios<AuthRepContact | ''>
                path="contact_method"
                legend={t('i9_rep_method', 'How should we reach the representative?')}
                value={method}
                onChoose={(v) => void formik.setFieldValue('contact_method', v, false)}
                options={allowed.map((m) => ({ value: m, label: contactMethodLabel(t, m) }))}
              />
              {method && method !== AUTH_REP_CONTACT.ASSIGN_LATER ? (
                <div className="at-dyn-grid">
                  <I9Field field={fields.first} />
                  <I9Field field={fields.last} />
                  <I9Field field={method === AUTH_REP_CONTACT.EMAIL ? fields.email : fields.mobile} />
                </div>
              ) : null}
              <ErrorAlert message={formError} />
              <div className="at-form-actions i9-actions">
                <Button type="submit" variant="secondary" loading={formik.isSubmitting} disabled={!method}>
                  {submitLabel}
                </Button>
              </div>
            </Form>
          </I9FormContext.Provider>
        );
      }}
    </Formik>
  );
}
