import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { I9_IMAGE_ACCEPT, type I9ImageSide } from '@attest/contracts';
import { Button, isApiError, useT } from '@attest/shared-ui';
import { i9MessageText } from '../i9-text';
import { DocumentIllustration } from './DocumentIllustration';
import { imageFileRefusal, previewUrl, releasePreview } from './image-file-rules';
import type { StoredSide } from './image-capture-types';
import { WebcamCapture } from './WebcamCapture';

export interface SideCaptureProps {
  side: I9ImageSide;
  stored: StoredSide | null | undefined;
  required: boolean;
  maxMb: number;
  /** A message key from the form (e.g. i9_front_image_required after a refused signature). */
  error?: string | null;
  disabled?: boolean;
  onUpload: (side: I9ImageSide, file: File) => Promise<void>;
  onRemove?: (side: I9ImageSide) => Promise<void>;
}

/**
 * One side of one document: the example drawing (or the picture taken), and three ways to take it: the webcam,
 * the phone's camera (a file input with capture="environment") or a file. Type and size are checked here before
 * anything is sent, and again by the server.
 */
export function SideCapture({ side, stored, required, maxMb, error, disabled, onUpload, onRemove }: SideCaptureProps) {
  const { t } = useT();
  const id = useId();
  const [local, setLocal] = useState<string | null>(null);
  const [problem, setProblem] = useState<{ key: string; params?: Record<string, string | number> } | null>(null);
  const [busy, setBusy] = useState(false);
  const [webcam, setWebcam] = useState(false);
  /** Sent in this view (the caller's stored list may not have caught up yet). */
  const [uploaded, setUploaded] = useState(false);
  useEffect(() => () => releasePreview(local), [local]);

  const title = side === 'front' ? t('i9_capture_front', 'Front of the document') : t('i9_capture_back', 'Back of the document');
  const send = async (file: File) => {
    setWebcam(false);
    const refusal = imageFileRefusal(file, maxMb);
    if (refusal) {
      setProblem({ key: refusal, params: { max_mb: maxMb } });
      return;
    }
    setProblem(null);
    setBusy(true);
    const preview = previewUrl(file);
    setLocal(preview);
    try {
      await onUpload(side, file);
      setUploaded(true);
    } catch (err) {
      setLocal(null);
      setUploaded(false);
      const details = isApiError(err) ? err.details : undefined;
      setProblem({ key: isApiError(err) ? err.messageKey : 'unexpected_error', params: { max_mb: Number(details?.max_mb ?? maxMb) } });
    } finally {
      setBusy(false);
    }
  };
  const picked = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (file) {
      void send(file);
    }
  };
  const remove = async () => {
    if (!onRemove) {
      return;
    }
    setBusy(true);
    try {
      await onRemove(side);
      setLocal(null);
      setUploaded(false);
    } catch (err) {
      setProblem({ key: isApiError(err) ? err.messageKey : 'unexpected_error' });
    } finally {
      setBusy(false);
    }
  };

  const shown = local ?? stored?.url ?? null;
  const has = Boolean(stored) || uploaded;
  const message = problem ? i9MessageText(t, problem.key, problem.params) : error && !has ? i9MessageText(t, error) : null;
  return (
    <section className="i9-capture__side" aria-labelledby={`${id}-title`} data-invalid={message ? 'true' : undefined}>
      <h4 id={`${id}-title`}>
        {title}
        {required ? ' *' : ''}
      </h4>
      <div className="i9-capture__frame">
        {shown ? (
          <img className="i9-capture__preview" src={shown} alt={t('i9_capture_preview', 'The picture taken of this side')} />
        ) : (
          <DocumentIllustration side={side} label={side === 'front' ? t('i9_capture_example_front', 'Example: the front of a card, photo and name visible, filling the frame') : t('i9_capture_example_back', 'Example: the back of a card, all of it in the frame')} />
        )}
      </div>
      {has ? <p className="i9-ok">{t('i9_capture_saved', 'Picture saved')}</p> : <p className="i9-capture__hint">{t('i9_capture_tips', 'Lay the document flat in good light, with all four corners in the picture.')}</p>}
      {message ? (
        <p role="alert" className="at-field__error">
          {message}
        </p>
      ) : null}
      {webcam ? <WebcamCapture fileName={`${side}.jpg`} onCapture={(file) => void send(file)} onClose={() => setWebcam(false)} /> : null}
      <div className="i9-actions">
        <Button variant="secondary" disabled={disabled || busy} onClick={() => setWebcam(true)}>
          {t('i9_capture_use_webcam', 'Use the webcam')}
        </Button>
        <label className="i9-capture__pick">
          {t('i9_capture_use_phone_camera', 'Take a photo')}
          <input type="file" accept="image/*" capture="environment" disabled={disabled || busy} onChange={picked} aria-label={`${t('i9_capture_use_phone_camera', 'Take a photo')}: ${title}`} />
        </label>
        <label className="i9-capture__pick">
          {t('i9_capture_choose_file', 'Choose a file')}
          <input type="file" accept={I9_IMAGE_ACCEPT} disabled={disabled || busy} onChange={picked} aria-label={`${t('i9_capture_choose_file', 'Choose a file')}: ${title}`} />
        </label>
        {stored && onRemove ? (
          <Button variant="link" disabled={disabled || busy} onClick={() => void remove()}>
            {t('i9_capture_remove', 'Remove')}
          </Button>
        ) : null}
      </div>
      <p className="i9-capture__hint">{t('i9_capture_limits', 'JPG, PNG, GIF or BMP, up to {{max_mb}} MB.', { max_mb: maxMb })}</p>
    </section>
  );
}
