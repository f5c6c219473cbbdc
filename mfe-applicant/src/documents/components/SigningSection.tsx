import { useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import type { SignatureRequest } from '@attest/contracts';
import { Button, getSession, useT } from '@attest/shared-ui';
import { invalidateSigRequests } from '../api/documents-api';
import { fetchSigningUrl, logSignFailure } from '../api/signing-calls';
import { useEsignMessages, type EsignMessage } from './useEsignMessages';

type Phase = { kind: 'idle' } | { kind: 'loading' } | { kind: 'frame'; url: string } | { kind: 'signed' };

/** 'Review and sign': our signing page in a frame; its messages report signed or a provider error. */
export function SigningSection({ request }: { request: SignatureRequest }) {
  const { t } = useT();
  const dispatch = useDispatch();
  const frame = useRef<HTMLIFrameElement>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [alert, setAlert] = useState<string | null>(null);

  const open = async () => {
    setAlert(null);
    setPhase({ kind: 'loading' });
    try {
      const { url } = await fetchSigningUrl(request.sig_request_id);
      setPhase({ kind: 'frame', url });
    } catch {
      setPhase({ kind: 'idle' });
      setAlert(t('signing_url_failed', 'The signing page could not be opened. Please try again.'));
    }
  };

  const onMessage = (message: EsignMessage) => {
    if (message.status === 'signed') {
      setPhase({ kind: 'signed' });
      dispatch(invalidateSigRequests());
      return;
    }
    const provider = message.provider ?? 'Attest';
    const code = message.code ?? 'unknown';
    setAlert(t('esign_provider_error', 'Encountered a {{provider}} error: {{code}}', { provider, code }));
    const session = getSession();
    // The log takes numeric ids; the session keeps them as strings.
    const customerId = Number(session.customerId);
    void logSignFailure({
      name: provider,
      ...(Number.isInteger(customerId) && customerId > 0 ? { customer_id: customerId } : {}),
      errors: code,
      applicant_id: Number(session.applicantId ?? request.applicant_id) || request.applicant_id,
      sig_request_id: request.sig_request_id,
    });
  };
  useEsignMessages(frame, onMessage);

  return (
    <div className="applicant-signing">
      {phase.kind === 'signed' ? (
        <p role="status">{t('signed_preparing', 'Signed — we are preparing your document')}</p>
      ) : phase.kind === 'frame' ? (
        <iframe
          ref={frame}
          src={phase.url}
          title={t('sign_your_documents', 'Sign your documents')}
          style={{ width: '100%', minHeight: 640, border: '1px solid var(--at-color-border)' }}
        />
      ) : (
        <Button loading={phase.kind === 'loading'} onClick={() => void open()}>
          {t('review_and_sign', 'Review and sign')}
        </Button>
      )}
      {alert ? (
        <p className="at-field__error" role="alert">
          {alert}
        </p>
      ) : null}
    </div>
  );
}
