import { useEffect, useRef, useState } from 'react';
import { Button, useT } from '@attest/shared-ui';

/** The two webcam messages of the spec, shown together when the camera cannot be opened. */
export function WebcamError() {
  const { t } = useT();
  return (
    <div role="alert" className="i9-warn">
      <strong>{t('i9_capture_webcam_error', "Your webcam couldn't be located or used.")}</strong>
      <p className="i9-capture__hint">
        {t('i9_capture_webcam_permission', 'Please ensure your camera is connected and that your browser has permission to access it.')}
      </p>
    </div>
  );
}

/**
 * A live camera view and a button that takes the picture (a JPEG made from the video frame). A browser without
 * a camera API, a refused permission or no camera at all shows WebcamError.
 */
export function WebcamCapture({ fileName, onCapture, onClose }: { fileName: string; onCapture: (file: File) => void; onClose: () => void }) {
  const { t } = useT();
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let stream: MediaStream | null = null;
    let cancelled = false;
    const media = typeof navigator !== 'undefined' ? navigator.mediaDevices : undefined;
    if (!media || typeof media.getUserMedia !== 'function') {
      setFailed(true);
      return undefined;
    }
    media
      .getUserMedia({ video: { facingMode: 'environment', width: { ideal: 1920 } }, audio: false })
      .then((s) => {
        stream = s;
        if (cancelled) {
          s.getTracks().forEach((track) => track.stop());
          return;
        }
        if (video.current) {
          video.current.srcObject = s;
          void video.current.play().catch(() => undefined);
        }
        setReady(true);
      })
      .catch(() => setFailed(true));
    return () => {
      cancelled = true;
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);

  const take = () => {
    const v = video.current;
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d');
    if (!v || !context || !v.videoWidth) {
      setFailed(true);
      return;
    }
    canvas.width = v.videoWidth;
    canvas.height = v.videoHeight;
    context.drawImage(v, 0, 0);
    canvas.toBlob(
      (blob) => (blob ? onCapture(new File([blob], fileName, { type: 'image/jpeg' })) : setFailed(true)),
      'image/jpeg',
      0.92,
    );
  };

  return (
    <div className="i9-capture__webcam">
      {failed ? (
        <WebcamError />
      ) : (
        <video ref={video} className="i9-capture__video" playsInline muted aria-label={t('i9_capture_webcam_view', 'Camera view')} />
      )}
      <div className="i9-actions">
        {!failed ? (
          <Button onClick={take} disabled={!ready}>
            {t('i9_capture_take_picture', 'Take the picture')}
          </Button>
        ) : null}
        <Button variant="secondary" onClick={onClose}>
          {t('i9_capture_close_webcam', 'Close the camera')}
        </Button>
      </div>
    </div>
  );
}
