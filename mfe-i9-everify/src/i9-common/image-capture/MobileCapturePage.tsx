import { useState, type FormEvent } from 'react';
import { useParams } from 'react-router-dom';
import type { I9ImageSide } from '@attest/contracts';
import { Button, Card, ErrorPanel, isApiError, LoadingBar, TextField, useT } from '@attest/shared-ui';
import { I9Styles } from '../I9Styles';
import { i9MessageText } from '../i9-text';
import { uploadDocumentImage, useGetMobileRequestQuery, useVerifyMobileRequestMutation, type VerifiedMobileRequest } from './image-capture-api';
import { DocumentImageCapture } from './DocumentImageCapture';
import type { SideImages } from './image-capture-types';

/** The phone's picture size limit: the server applies the customer's own and says so if it is lower. */
const PHONE_MAX_MB = 30;

/**
 * `i9/mobile/:requestId` (guest, on the phone): enter the code shown on the computer, then take the pictures of
 * the one document the computer asked for. The upload token stays in memory only; nothing personal is shown.
 */
export function MobileCapturePage() {
  const { t } = useT();
  const { requestId = '' } = useParams();
  const status = useGetMobileRequestQuery(requestId, { skip: !requestId });
  const [verify, verifying] = useVerifyMobileRequestMutation();
  const [code, setCode] = useState('');
  const [session, setSession] = useState<VerifiedMobileRequest | null>(null);
  const [sent, setSent] = useState<SideImages>({});

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const answer = await verify({ id: requestId, value: code.trim() }).unwrap().catch(() => null);
    if (answer) {
      setSession(answer);
    } else {
      void status.refetch();
    }
  };
  const upload = async (side: I9ImageSide, file: File) => {
    await uploadDocumentImage(`/api/v1/mobileVerificationRequests/${encodeURIComponent(requestId)}/images`, { side }, file, {
      session: false,
      headers: { 'X-Mobile-Upload-Token': session?.token ?? '' },
    });
    setSent((current) => ({ ...current, [side]: { url: null } }));
  };

  const codeError = (error: unknown) =>
    i9MessageText(t, isApiError(error) ? error.messageKey : 'unexpected_error', { attempts_left: Number(isApiError(error) ? (error.details?.attempts_left ?? 0) : 0) });
  const title = t('i9_mobile_title', 'Pictures of a document for Form I-9');
  if (status.isLoading) {
    return <LoadingBar active />;
  }
  if (!status.data) {
    return <ErrorPanel title={title} message={t('i9_mobile_not_found', 'This link does not work. Start again from the computer.')} />;
  }
  const doc = t('i9_capture_document_n', 'List {{list}} document {{n}}', { list: status.data.list, n: status.data.index + 1 });
  const closed = !session && status.data.status !== 'pending';
  return (
    <div className="i9-page">
      <I9Styles />
      <Card title={title}>
        {closed ? (
          <p role="alert" className="i9-error">
            {status.data.status === 'locked'
              ? t('i9_mobile_request_locked', 'Too many wrong codes. Start again from the computer.')
              : t('i9_mobile_closed', 'This link can no longer be used. Start again from the computer.')}
          </p>
        ) : !session ? (
          <form onSubmit={(e) => void submit(e)} noValidate>
            <p>{t('i9_mobile_enter_code', 'Enter the 6-digit code shown on the computer.')}</p>
            <TextField
              label={t('i9_mobile_code', 'Code')}
              value={code}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
              error={verifying.isError ? codeError(verifying.error) : undefined}
            />
            <Button type="submit" loading={verifying.isLoading} disabled={code.length !== 6}>
              {t('i9_mobile_continue', 'Continue')}
            </Button>
          </form>
        ) : (
          <>
            <p>{t('i9_mobile_take', 'Take the pictures of: {{document}}. They go straight to the computer.', { document: doc })}</p>
            <DocumentImageCapture
              list={session.list}
              index={session.index}
              title={doc}
              images={sent}
              required={{ front: true, back: false }}
              showBack
              maxMb={PHONE_MAX_MB}
              onUpload={upload}
            />
            {sent.front ? <p className="i9-ok">{t('i9_mobile_sent', 'Sent. When you have taken every side, you can close this page.')}</p> : null}
          </>
        )}
      </Card>
    </div>
  );
}
