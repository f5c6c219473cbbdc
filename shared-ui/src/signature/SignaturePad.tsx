import { useId, useRef, useState, type PointerEvent } from 'react';
import { Button } from '../components/Button';
import { TextField } from '../components/TextField';
import { useT } from '../i18n/useT';

export interface SignaturePadProps {
  /** The signature: a PNG data URL (drawn) or the typed name; null when empty. `kind` says which. */
  onChange: (signature: string | null, kind: SignatureKind) => void;
  error?: string | null;
  disabled?: boolean;
}

export type SignatureKind = 'drawn' | 'typed';

type Mode = 'draw' | 'type';

/**
 * Draw a signature on a canvas (pointer: mouse, pen or finger) with Clear, or type your name instead.
 * Nothing drawn or typed means no signature (null). Shared by the skills checklist and the e-sign page.
 */
export function SignaturePad({ onChange, error, disabled = false }: SignaturePadProps) {
  const { t } = useT();
  const errorId = useId();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const [mode, setMode] = useState<Mode>('draw');
  const [typed, setTyped] = useState('');
  // A ref, not state: pointerup must see the ink of the moves just before it.
  const inked = useRef(false);

  const point = (event: PointerEvent<HTMLCanvasElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    const canvas = event.currentTarget;
    const sx = rect.width ? canvas.width / rect.width : 1;
    const sy = rect.height ? canvas.height / rect.height : 1;
    return { x: (event.clientX - rect.left) * sx, y: (event.clientY - rect.top) * sy };
  };
  const context = () => canvasRef.current?.getContext('2d') ?? null;

  const start = (event: PointerEvent<HTMLCanvasElement>) => {
    if (disabled) {
      return;
    }
    drawing.current = true;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const ctx = context();
    const { x, y } = point(event);
    if (ctx) {
      ctx.lineWidth = 2.5;
      ctx.lineCap = 'round';
      ctx.strokeStyle = '#111827';
      ctx.beginPath();
      ctx.moveTo(x, y);
    }
  };
  const move = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) {
      return;
    }
    const ctx = context();
    const { x, y } = point(event);
    ctx?.lineTo(x, y);
    ctx?.stroke();
    inked.current = true;
  };
  const end = () => {
    if (!drawing.current) {
      return;
    }
    drawing.current = false;
    if (inked.current && canvasRef.current) {
      onChange(canvasRef.current.toDataURL('image/png'), 'drawn');
    }
  };
  const clear = () => {
    const canvas = canvasRef.current;
    context()?.clearRect(0, 0, canvas?.width ?? 0, canvas?.height ?? 0);
    inked.current = false;
    onChange(null, 'drawn');
  };
  const switchTo = (next: Mode) => {
    setMode(next);
    inked.current = false;
    setTyped('');
    onChange(null, next === 'draw' ? 'drawn' : 'typed');
  };

  return (
    <fieldset className="at-field at-dyn-group applicant-signature" aria-describedby={error ? errorId : undefined}>
      <legend className="at-field__label">{t('signature', 'Signature')}</legend>
      {mode === 'draw' ? (
        <>
          <canvas
            ref={canvasRef}
            width={480}
            height={160}
            className="applicant-signature__canvas"
            style={{ width: '100%', maxWidth: 480, height: 160, border: '1px solid var(--at-color-border)', touchAction: 'none' }}
            role="img"
            aria-label={t('signature_pad', 'Signature pad: draw your signature')}
            onPointerDown={start}
            onPointerMove={move}
            onPointerUp={end}
            onPointerLeave={end}
          />
          <div className="at-field__row">
            <Button variant="secondary" disabled={disabled} onClick={clear}>
              {t('clear', 'Clear')}
            </Button>
            <Button variant="link" disabled={disabled} onClick={() => switchTo('type')}>
              {t('type_your_name_instead', 'Type your name instead')}
            </Button>
          </div>
        </>
      ) : (
        <>
          <TextField
            label={t('type_your_name', 'Type your name')}
            value={typed}
            disabled={disabled}
            autoComplete="name"
            maxLength={100}
            onChange={(event) => {
              setTyped(event.target.value);
              onChange(event.target.value.trim() === '' ? null : event.target.value.trim(), 'typed');
            }}
          />
          <Button variant="link" disabled={disabled} onClick={() => switchTo('draw')}>
            {t('draw_signature_instead', 'Draw your signature instead')}
          </Button>
        </>
      )}
      {error ? (
        <span className="at-field__error" id={errorId} role="alert">
          {error}
        </span>
      ) : null}
    </fieldset>
  );
}
