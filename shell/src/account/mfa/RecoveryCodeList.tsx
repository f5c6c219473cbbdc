import { Button, useT } from '../../light/ui';

/** The one-time recovery codes, shown once after TOTP is switched on. */
export function RecoveryCodeList({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useT();
  return (
    <div>
      <p>
        {t(
          'mfa_recovery_codes_intro',
          'Keep these recovery codes somewhere safe. Each one signs you in once if you lose your authenticator app. They are not shown again.',
        )}
      </p>
      <ul aria-label={t('mfa_recovery_codes', 'Recovery codes')}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <div className="at-form-actions">
        <Button onClick={onDone}>{t('mfa_recovery_codes_saved', 'I have saved these codes')}</Button>
      </div>
    </div>
  );
}
