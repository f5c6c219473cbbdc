import { useState } from 'react';
import { PERMISSIONS, PRODUCT_LANGUAGES } from '@attest/contracts';
import { Button, Card, ErrorPanel, LoadingBar, RequirePermission, SelectField, StatusBadge, useCan, useT, useToast } from '@attest/shared-ui';
import { AccountAdminStyles } from '../../applicants/components/AccountAdminStyles';
import { ErrorAlert } from '../../admin-common/ErrorAlert';
import { apiErrorText } from '../../admin-common/error-text';
import { useAddCustomerLanguageMutation, useGetCustomerLanguagesQuery, useRemoveCustomerLanguageMutation } from '../api/languages-api';

/** `admin/languages`: the customer's languages; add one of the product's, remove one no location uses. */
export function LanguagesPage() {
  return (
    <RequirePermission permission={PERMISSIONS.ACCOUNT_READ}>
      <LanguagesList />
    </RequirePermission>
  );
}

function LanguagesList() {
  const { t } = useT();
  const toast = useToast();
  const canManage = useCan(PERMISSIONS.ACCOUNT_MANAGE);
  const { data: languages, error, isFetching, refetch } = useGetCustomerLanguagesQuery();
  const [add, { isLoading: adding }] = useAddCustomerLanguageMutation();
  const [remove] = useRemoveCustomerLanguageMutation();
  const [choice, setChoice] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const missing = PRODUCT_LANGUAGES.filter((p) => !languages?.some((l) => l.code === p.code));

  const act = async (send: () => Promise<unknown>, done: string) => {
    setFailure(null);
    try {
      await send();
      toast.success(done);
    } catch (err) {
      setFailure(apiErrorText(t, err));
    }
  };

  return (
    <Card title={t('languages', 'Languages')}>
      <AccountAdminStyles />
      <LoadingBar active={isFetching} />
      {error ? <ErrorPanel title={t('languages_unavailable', 'The languages could not be loaded')} onRetry={() => void refetch()} /> : null}
      <ErrorAlert message={failure} />
      <ul className="aa-list" aria-label={t('customer_languages', 'Your languages')}>
        {(languages ?? []).map((l) => (
          <li key={l.language_id}>
            <span>
              {l.name} <span className="aa-muted">({l.code})</span>{' '}
              {l.is_default ? <StatusBadge tone="neutral">{t('default_language', 'Default')}</StatusBadge> : null}
            </span>
            <span className="aa-actions">
              {l.location_codes.length ? (
                <span className="aa-muted">{t('language_used_at', 'Used by: {{locations}}', { locations: l.location_codes.join(', ') })}</span>
              ) : null}
              {canManage && !l.is_default ? (
                <Button variant="secondary" onClick={() => void act(() => remove(l.language_id).unwrap(), t('language_removed', 'The language has been removed.'))}>
                  {t('remove_language', 'Remove {{name}}', { name: l.name })}
                </Button>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
      {canManage && missing.length ? (
        <form
          className="aa-inline-form"
          aria-label={t('add_language', 'Add a language')}
          onSubmit={(e) => {
            e.preventDefault();
            if (choice) {
              void act(() => add(choice).unwrap(), t('language_added', 'The language has been added.')).then(() => setChoice(''));
            }
          }}
        >
          <SelectField
            label={t('language', 'Language')}
            placeholder={t('choose_language', 'Choose a language')}
            value={choice}
            options={missing.map((p) => ({ value: p.code, label: p.name }))}
            onChange={(e) => setChoice(e.target.value)}
          />
          <Button type="submit" loading={adding} disabled={!choice}>
            {t('add_language', 'Add a language')}
          </Button>
        </form>
      ) : null}
    </Card>
  );
}
