import { useState, type FormEvent } from 'react';
import { PERMISSIONS } from '@attest/contracts';
import { Button, Card, ErrorPanel, LoadingBar, ModalResponse, RequirePermission, TextField, useCan, useConfirm, useT } from '@attest/shared-ui';
import { I9Styles } from '../../i9-common/I9Styles';
import { apiErrorText, apiFieldErrors, i9MessageText } from '../../i9-common/i9-text';
import { useAddEadCategoryMutation, useGetEadCategoriesQuery, useRemoveEadCategoryMutation } from '../api/ead-admin-api';
import { eadCategoryText } from '../ead-category-label';

/**
 * `admin/ead-categories`: the EAD categories whose cards are automatically extended while a renewal is
 * pending (staff-side §9: 14 by default). Everyone who reads I-9s sees the list; account managers change it
 * as USCIS updates the categories.
 */
export function EadCategoriesPage() {
  return (
    <RequirePermission permission={PERMISSIONS.I9_READ}>
      <I9Styles />
      <EadCategories />
    </RequirePermission>
  );
}

function EadCategories() {
  const { t } = useT();
  const confirm = useConfirm();
  const canManage = useCan(PERMISSIONS.ACCOUNT_MANAGE);
  const list = useGetEadCategoriesQuery(undefined, { refetchOnMountOrArgChange: true });
  const [add, adding] = useAddEadCategoryMutation();
  const [remove] = useRemoveEadCategoryMutation();
  const [typed, setTyped] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const run = async (action: () => Promise<unknown>) => {
    setFailure(null);
    setFieldError(null);
    try {
      await action();
      await list.refetch();
      return true;
    } catch (error) {
      const fields = apiFieldErrors(error);
      if (fields.category) {
        setFieldError(i9MessageText(t, fields.category));
      } else {
        setFailure(apiErrorText(t, error));
      }
      return false;
    }
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!typed.trim()) {
      setFieldError(i9MessageText(t, 'required_field'));
      return;
    }
    if (await run(() => add(typed.trim()).unwrap())) {
      setTyped('');
    }
  };
  const removeOne = async (code: string) => {
    const answer = await confirm({
      title: t('ead_admin_remove_title', 'Remove {{code}}?', { code }),
      body: t('ead_admin_remove_message', 'Cards of this category will no longer be extended automatically on this account.'),
      confirmLabel: t('ead_admin_remove', 'Remove'),
      danger: true,
    });
    if (answer === ModalResponse.CONFIRM) {
      await run(() => remove(code).unwrap());
    }
  };
  const data = list.data;
  return (
    <div className="i9-page">
      <Card title={t('ead_admin_title', 'EAD automatic extension categories')}>
        <p className="i9-muted">
          {t('ead_admin_intro', 'An Employment Authorization Document of these categories stays valid while its timely filed renewal is pending (Form I-797C). The extension of an I-9 accepts only the categories listed here.')}
        </p>
        <LoadingBar active={list.isFetching} />
        {list.isError ? <ErrorPanel title={t('ead_admin_unavailable', 'The categories could not be loaded')} onRetry={() => void list.refetch()} /> : null}
        {data ? (
          <ul className="i9-group" aria-label={t('ead_admin_list', 'Categories')}>
            {data.items.map((c) => (
              <li key={c.category} data-category={c.category} className="i9-actions">
                <span>
                  {eadCategoryText(t, c.category)}
                  {c.default ? null : <span className="i9-muted"> {t('ead_admin_added', '(added by your account)')}</span>}
                </span>
                {canManage ? (
                  <Button variant="link" aria-label={t('ead_admin_remove_code', 'Remove {{code}}', { code: c.category })} onClick={() => void removeOne(c.category)}>
                    {t('ead_admin_remove', 'Remove')}
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}
        {data?.removed_defaults.length ? (
          <p className="i9-muted">{t('ead_admin_removed', 'Removed from the defaults: {{codes}}', { codes: data.removed_defaults.join(', ') })}</p>
        ) : null}
        {canManage ? (
          <form className="i9-toolbar" onSubmit={(e) => void submit(e)} noValidate>
            <TextField
              label={t('ead_admin_add_label', 'Category code (e.g. C08 or (c)(8))')}
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              error={fieldError ?? undefined}
            />
            <Button type="submit" loading={adding.isLoading}>
              {t('ead_admin_add', 'Add the category')}
            </Button>
          </form>
        ) : null}
        {failure ? (
          <p className="i9-error" role="alert">
            {failure}
          </p>
        ) : null}
      </Card>
    </div>
  );
}
