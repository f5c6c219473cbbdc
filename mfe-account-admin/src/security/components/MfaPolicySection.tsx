import { useId, useState } from 'react';
import { ErrorPanel, LoadingBar, useT, useToast } from '@attest/shared-ui';
import { ErrorAlert } from '../../admin-common/ErrorAlert';
import { apiErrorText } from '../../admin-common/error-text';
import { useGetMfaPolicyQuery, useSetMfaPolicyMutation } from '../api/security-api';

/** "Two-factor sign-in": the customer's requirement, saved as soon as the box is ticked or cleared. */
export function MfaPolicySection() {
  const { t } = useT();
  const toast = useToast();
  const titleId = useId();
  const explainId = useId();
  const { data, error, isFetching, refetch } = useGetMfaPolicyQuery();
  const [setPolicy, { isLoading: saving }] = useSetMfaPolicyMutation();
  const [saveError, setSaveError] = useState<string | null>(null);

  const change = async (required: boolean) => {
    setSaveError(null);
    try {
      const saved = await setPolicy({ require_staff_mfa: required }).unwrap();
      toast.success(
        saved.require_staff_mfa
          ? t('mfa_policy_saved_on', 'Two-factor sign-in is now required for all staff.')
          : t('mfa_policy_saved_off', 'Two-factor sign-in is no longer required for all staff.'),
      );
    } catch (cause) {
      setSaveError(apiErrorText(t, cause));
    }
  };

  return (
    <section className="aa-panel" aria-labelledby={titleId}>
      <h3 id={titleId}>{t('mfa_policy_title', 'Two-factor sign-in')}</h3>
      <LoadingBar active={isFetching || saving} />
      {error && !data ? (
        <ErrorPanel
          title={t('mfa_policy_unavailable', 'The two-factor sign-in setting could not be loaded')}
          onRetry={() => void refetch()}
        />
      ) : null}
      {data ? (
        <div className="sec-check">
          <label className="aa-check">
            <input
              type="checkbox"
              checked={data.require_staff_mfa}
              disabled={saving}
              aria-describedby={explainId}
              onChange={(e) => void change(e.target.checked)}
            />
            <span>{t('mfa_policy_require', 'Require two-factor sign-in for all staff')}</span>
          </label>
          <p id={explainId} className="aa-muted sec-note">
            {t(
              'mfa_policy_explain',
              'Staff who have not set up two-factor sign-in are asked to set it up with an authenticator app at their next sign-in. While it is required, nobody can turn it off for themselves.',
            )}
          </p>
        </div>
      ) : null}
      <ErrorAlert message={saveError} />
    </section>
  );
}
