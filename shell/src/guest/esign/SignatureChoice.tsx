import { useId } from 'react';
import type { SavedSignature } from '@attest/contracts';
import { SignaturePad, useT, type SignatureKind } from '@attest/shared-ui';

export type SignatureChoiceValue =
  | { mode: 'saved' }
  | { mode: 'new'; value: string | null; kind: SignatureKind; save: boolean };

export interface SignatureChoiceProps {
  saved: SavedSignature | null;
  value: SignatureChoiceValue;
  onChange: (value: SignatureChoiceValue) => void;
  error?: string;
  disabled?: boolean;
}

/**
 * Quick sign: with a saved signature the signer signs with it in one step, or signs differently; a new
 * signature (drawn or typed) may be saved for next time. Nothing is saved unless the signer asks.
 */
export function SignatureChoice({ saved, value, onChange, error, disabled = false }: SignatureChoiceProps) {
  const { t } = useT();
  const name = useId();
  const fresh = value.mode === 'new' ? value : { mode: 'new' as const, value: null, kind: 'drawn' as const, save: false };
  return (
    <div className="shell-esign__signature">
      {saved ? (
        <fieldset className="at-field" disabled={disabled}>
          <legend className="at-field__label">{t('signature', 'Signature')}</legend>
          <label className="at-field__row">
            <input type="radio" name={name} checked={value.mode === 'saved'} onChange={() => onChange({ mode: 'saved' })} />{' '}
            {t('esign_use_saved', 'Use my saved signature')}
          </label>
          {value.mode === 'saved' ? <SavedSignaturePreview saved={saved} /> : null}
          <label className="at-field__row">
            <input type="radio" name={name} checked={value.mode === 'new'} onChange={() => onChange(fresh)} /> {t('esign_sign_differently', 'Sign differently')}
          </label>
          {value.mode === 'saved' && error ? (
            <p className="at-field__error" role="alert">
              {error}
            </p>
          ) : null}
        </fieldset>
      ) : null}
      {value.mode === 'new' ? (
        <>
          <SignaturePad onChange={(signature, kind) => onChange({ ...fresh, value: signature, kind })} error={error} disabled={disabled} />
          <label className="at-field__row">
            <input type="checkbox" checked={fresh.save} disabled={disabled} onChange={(event) => onChange({ ...fresh, save: event.target.checked })} />{' '}
            {t('esign_save_signature', 'Save this signature for next time')}
          </label>
        </>
      ) : null}
    </div>
  );
}

function SavedSignaturePreview({ saved }: { saved: SavedSignature }) {
  const { t } = useT();
  return saved.signature_kind === 'drawn' ? (
    <img src={saved.signature} alt={t('esign_saved_signature', 'Your saved signature')} style={{ maxWidth: '100%', height: 80, border: '1px solid var(--at-color-border)' }} />
  ) : (
    <p aria-label={t('esign_saved_signature', 'Your saved signature')} style={{ fontFamily: 'cursive', fontSize: '1.75rem', margin: '0.5rem 0' }}>
      {saved.signature}
    </p>
  );
}
