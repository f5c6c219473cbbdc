import { useState } from 'react';
import { useParams } from 'react-router-dom';
import type { SignSubmission } from '@attest/contracts';
import { Button, ErrorPanel, Spinner, apiFetch, useT } from '@attest/shared-ui';
import { GuestCard } from '../components/GuestCard';
import { FormError } from '../components/FormError';
import { errorMessage, messageKeyOf } from '../error-messages';
import { postToParent } from './post-to-parent';
import { SignatureChoice, type SignatureChoiceValue } from './SignatureChoice';
import { SigningDocuments } from './SigningDocuments';
import { useSigningSession } from './useSigningSession';

/**
 * `/{c}/{l}/esign/{token}`: our signing page, shown alone or in the documents page's frame. The token is the
 * credential; the result is posted to the framing page.
 */
export function EsignPage() {
  const { t } = useT();
  const { token = '' } = useParams();
  const { state, reload } = useSigningSession(token);
  const [choice, setChoice] = useState<SignatureChoiceValue | null>(null);
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<{ signature?: string; consent?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);
  const [signed, setSigned] = useState(false);

  if (state.status === 'loading') {
    return <Spinner label={t('loading', 'Loading')} />;
  }
  if (state.status === 'failed') {
    return <ErrorPanel title={t('signing_link_failed', 'This signing link cannot be opened')} message={errorMessage(t, state.error)} onRetry={reload} />;
  }
  const { session } = state;
  // With a saved signature, quick sign is the first offer.
  const signature: SignatureChoiceValue = choice ?? (session.saved_signature ? { mode: 'saved' } : { mode: 'new', value: null, kind: 'drawn', save: false });
  const alreadySigned = session.status === 'SIGNED' || session.status === 'PROCESSING';

  const sign = async () => {
    const found = {
      signature: signature.mode === 'saved' || signature.value ? undefined : t('signature_required', 'A signature is required'),
      consent: consent ? undefined : t('esign_consent_required', 'Please agree to sign electronically'),
    };
    setErrors(found);
    if (found.signature || found.consent) {
      return;
    }
    setBusy(true);
    const body: SignSubmission =
      signature.mode === 'saved'
        ? { use_saved_signature: true, consent: true }
        : { signature: signature.value ?? '', signature_kind: signature.kind, consent: true, save_signature: signature.save };
    try {
      await apiFetch(`/api/sign/session/${encodeURIComponent(token)}/sign`, { method: 'POST', body });
      setSigned(true);
      postToParent({ type: 'esign', status: 'signed' });
    } catch (error) {
      setErrors({ form: errorMessage(t, error) });
      postToParent({ type: 'esign', status: 'error', provider: 'Attest', code: messageKeyOf(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <GuestCard title={t('sign_your_documents', 'Sign your documents')}>
      {signed || alreadySigned ? (
        <p role="status">{t('signed_close_window', 'Signed. You can close this window.')}</p>
      ) : (
        <>
          <p>{t('esign_signer', 'Signing as {{name}}', { name: session.signer_name })}</p>
          <SigningDocuments session={session} />
          <p className="shell-esign__consent">{session.consent_text}</p>
          <label className="at-field__row">
            <input
              type="checkbox"
              checked={consent}
              onChange={(event) => {
                setConsent(event.target.checked);
                setErrors((e) => ({ ...e, consent: undefined }));
              }}
            />{' '}
            {t('esign_agree', 'I agree to sign electronically')}
          </label>
          {errors.consent ? (
            <p className="at-field__error" role="alert">
              {errors.consent}
            </p>
          ) : null}
          <SignatureChoice saved={session.saved_signature} value={signature} onChange={setChoice} error={errors.signature} disabled={busy} />
          <FormError message={errors.form ?? null} />
          <Button loading={busy} onClick={() => void sign()}>
            {t('sign', 'Sign')}
          </Button>
        </>
      )}
    </GuestCard>
  );
}
