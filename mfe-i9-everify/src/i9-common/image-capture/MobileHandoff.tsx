import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { toString as qrSvg } from 'qrcode';
import type { I9List } from '@attest/contracts';
import { Button, useT } from '@attest/shared-ui';
import { ErrorAlert } from '../ErrorAlert';
import { apiErrorText } from '../i9-text';
import { useCreateMobileRequestMutation, useGetMobileRequestQuery, type CreatedMobileRequest } from './image-capture-api';

const POLL_MS = 3000;

/** The phone page's address: `/{customerCode}/{locationCode}/i9/mobile/{id}` on this site. */
export function mobileLink(customerCode: string, locationCode: string, id: string): string {
  return `${window.location.origin}/${encodeURIComponent(customerCode)}/${encodeURIComponent(locationCode)}/i9/mobile/${id}`;
}

/**
 * "Continue on your phone": makes a request for this document, shows the code, a QR code and the link, and polls
 * the request until pictures arrive (then `onArrived` refreshes the desktop's images).
 */
export function MobileHandoff({ recordId, list, index, onArrived }: { recordId: number; list: I9List; index: number; onArrived: () => void }) {
  const { t } = useT();
  const { customerCode = '', locationCode = '' } = useParams();
  const [create, created] = useCreateMobileRequestMutation();
  const [request, setRequest] = useState<CreatedMobileRequest | null>(null);
  const [qr, setQr] = useState<string | null>(null);
  const status = useGetMobileRequestQuery(request?.id ?? '', { skip: !request, pollingInterval: request ? POLL_MS : 0 });
  const arrived = status.data?.received.length ?? 0;
  const seen = useRef(0);
  const link = request ? mobileLink(customerCode, locationCode, request.id) : '';

  useEffect(() => {
    if (arrived > seen.current) {
      seen.current = arrived;
      onArrived();
    }
  }, [arrived, onArrived]);
  useEffect(() => {
    let live = true;
    if (link) {
      qrSvg(link, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })
        .then((svg) => live && setQr(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`))
        .catch(() => live && setQr(null));
    }
    return () => {
      live = false;
    };
  }, [link]);

  const start = async () => {
    seen.current = 0;
    const answer = await create({ recordId, list, index }).unwrap().catch(() => null);
    setRequest(answer);
  };
  const over = status.data && status.data.status !== 'pending' && status.data.status !== 'verified';
  return (
    <div className="i9-capture__handoff">
      {!request || over ? (
        <Button variant="link" loading={created.isLoading} onClick={() => void start()}>
          {over ? t('i9_capture_phone_again', 'Start again on your phone') : t('i9_capture_phone', 'Continue on your phone')}
        </Button>
      ) : (
        <div aria-live="polite">
          <p>{t('i9_capture_phone_steps', 'Scan the code with your phone, or open the link on it, then enter this code:')}</p>
          <p className="i9-capture__code" aria-label={t('i9_capture_phone_code', 'Code for the phone')}>
            {request.code}
          </p>
          {qr ? <img className="i9-capture__qr" src={qr} alt={t('i9_capture_phone_qr', 'QR code of the link for your phone')} /> : null}
          <p className="i9-capture__link">{link}</p>
          <p className="i9-capture__hint">
            {status.data?.status === 'verified'
              ? t('i9_capture_phone_connected', 'Your phone is connected. Pictures appear here as they arrive.')
              : t('i9_capture_phone_waiting', 'Waiting for your phone. The code works for 15 minutes.')}
          </p>
          <Button variant="secondary" onClick={() => setRequest(null)}>
            {t('i9_capture_phone_done', 'Done with the phone')}
          </Button>
        </div>
      )}
      {over ? <p className="i9-capture__hint">{t('i9_capture_phone_over', 'That phone link can no longer be used.')}</p> : null}
      <ErrorAlert message={created.isError ? apiErrorText(t, created.error) : null} />
    </div>
  );
}
