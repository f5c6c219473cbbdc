import { useEffect, useRef, useState } from 'react';
import { Button, Card, TextField, useT } from '@attest/shared-ui';
import { ErrorAlert } from '../../i9-common/ErrorAlert';
import { i9MessageText } from '../../i9-common/i9-text';
import { Section1Summary } from './Section1Summary';

export interface Section1ReviewProps {
  /** The Section 1 about to be signed, as sent (I9Section1Data). */
  data: Record<string, unknown>;
  /** The fields the server found different from the applicant's profile (409 i9_section1_mismatch). */
  mismatch: Record<string, string> | null;
  error: string | null;
  signing: boolean;
  onChange: () => void;
  onReenter: (fields: Record<string, string>) => void;
  onSign: (mismatchConfirmed: boolean) => void;
}

const normal = (s: string) => s.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * "Check what you entered": the values as they will be signed, then the employee's signature (their name typed
 * and the attestation). A difference from the profile the server reports is shown with its fields; the person
 * confirms what they entered, or goes back to re-enter it.
 */
export function Section1Review({
  data,
  mismatch,
  error,
  signing,
  onChange,
  onReenter,
  onSign,
}: Section1ReviewProps) {
  const { t } = useT();
  const [name, setName] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [tried, setTried] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // On a phone the review starts below the fold of the long form: bring its top into view. A block body: newer
  // browsers answer scrollIntoView with a promise, which React would take for the effect's cleanup.
  useEffect(() => {
    formRef.current?.scrollIntoView?.({ block: 'start' });
  }, []);
  const fullName = [data.i9_first_name, data.i9_last_name]
    .filter((v) => typeof v === 'string' && v)
    .join(' ');
  const nameError = !name.trim()
    ? t('i9_signature_required', 'Type your name to sign')
    : normal(name) !== normal(fullName)
      ? t('i9_signature_mismatch', 'Type your name as entered above: {{name}}', { name: fullName })
      : null;
  const agreeError = agreed ? null : t('i9_attestation_consent_required', 'Check the box to attest');
  const submit = (event: { preventDefault: () => void }, mismatchConfirmed = false) => {
    event.preventDefault();
    setTried(true);
    if (!nameError && !agreeError) {
      onSign(mismatchConfirmed);
    }
  };
  const labels: Record<string, string> = {
    i9_dob: t('i9_dob', 'Date of Birth'),
    i9_ssn: t('i9_ssn', 'U.S. Social Security Number'),
  };

  return (
    <form
      ref={formRef}
      className="i9-page"
      noValidate
      onSubmit={(event) => submit(event)}
      aria-label={t('i9_review_title', 'Check what you entered')}
    >
      <Card title={t('i9_review_title', 'Check what you entered')}>
        <p className="i9-muted">
          {t(
            'i9_review_intro',
            'This is what your Section 1 will say. Choose Change to correct anything before you sign.',
          )}
        </p>
        <Section1Summary data={data} />
        <div className="i9-actions" style={{ marginTop: '1rem' }}>
          <Button variant="secondary" onClick={onChange}>
            {t('i9_change', 'Change')}
          </Button>
        </div>
      </Card>
      {mismatch ? (
        <div className="i9-warn" role="alert">
          <p>
            <strong>{t('i9_mismatch_title', 'What you entered differs from your profile')}</strong>
          </p>
          <ul>
            {Object.entries(mismatch).map(([field, key]) => (
              <li key={field}>
                {labels[field] ?? field}: {i9MessageText(t, key)}
              </li>
            ))}
          </ul>
          <p>
            {t(
              'i9_mismatch_body',
              'Check it. If what you entered is correct, sign it as it is; otherwise re-enter it.',
            )}
          </p>
          <div className="i9-actions">
            <Button variant="secondary" onClick={() => onReenter(mismatch)}>
              {t('i9_reenter', 'Re-enter')}
            </Button>
            <Button loading={signing} onClick={(event) => submit(event, true)}>
              {t('i9_mismatch_confirm', 'What I entered is correct: sign')}
            </Button>
          </div>
        </div>
      ) : null}
      <Card title={t('i9_signature_title', 'Signature of employee')}>
        <p className="i9-statement">
          {t(
            'i9_attestation_statement',
            'I attest, under penalty of perjury, that this information, including my selection of the box attesting to my citizenship or immigration status, is true and correct.',
          )}
        </p>
        <label className="i9-choice">
          <input
            type="checkbox"
            checked={agreed}
            aria-invalid={tried && agreeError ? true : undefined}
            onChange={(e) => setAgreed(e.target.checked)}
          />
          <span>
            {t('i9_attestation_consent', 'I attest that the information above is true and correct')}
          </span>
        </label>
        {tried && agreeError ? <p className="at-field__error">{agreeError}</p> : null}
        <TextField
          label={t('i9_signature_name', 'Type your full name to sign')}
          hint={t('i9_signature_hint', 'Typing your name is your electronic signature.')}
          value={name}
          required
          autoComplete="name"
          onChange={(e) => setName(e.target.value)}
          error={tried ? nameError : null}
        />
        <ErrorAlert message={error} />
        {mismatch ? null : (
          <div className="at-form-actions i9-actions">
            <Button type="submit" loading={signing}>
              {t('i9_confirm_sign', 'Confirm and sign')}
            </Button>
          </div>
        )}
      </Card>
    </form>
  );
}
