import { useState, type FormEvent } from 'react';
import type { TotpEnrolmentDto } from '@attest/contracts';
import { Button, TextField, useT } from '../../light/ui';
import { FormError } from '../../guest/components/FormError';

export interface TotpSetupProps {
  enrolment: TotpEnrolmentDto;
  /** Sends the first code; rejects with the message to show. */
  onVerify: (code: string) => Promise<void>;
  error: string | null;
}

/** Scan the QR code (or type the key), then prove it with the first code. */
export function TotpSetup({ enrolment, onVerify, error }: TotpSetupProps) {
  const { t } = useT();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await onVerify(code.trim());
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <p>{t('mfa_scan_qr', 'Scan this QR code with your authenticator app, then enter the 6-digit code it shows.')}</p>
      <img src={enrolment.qr_data_url} alt={t('mfa_qr_alt', 'QR code for your authenticator app')} width={200} height={200} />
      <p className="shell-muted">
        {t('mfa_manual_key', 'Or type this key into the app:')} <code>{enrolment.secret}</code>
      </p>
      <TextField
        label={t('mfa_code', 'Authentication code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        required
        value={code}
        onChange={(e) => setCode(e.target.value)}
      />
      <FormError message={error} />
      <div className="at-form-actions">
        <Button type="submit" loading={busy} disabled={code.trim().length < 6}>
          {t('mfa_verify', 'Verify')}
        </Button>
      </div>
    </form>
  );
}
