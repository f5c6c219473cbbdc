import { useState } from 'react';
import { PERMISSIONS, PRODUCT_LANGUAGES } from '@attest/contracts';
import { Button, Card, ErrorPanel, LoadingBar, RequirePermission, SelectField, TextField, useCan, useT } from '@attest/shared-ui';
import { AccountAdminStyles } from '../../applicants/components/AccountAdminStyles';
import { CATALOG_PAGE_SIZE, useGetTranslationCatalogQuery } from '../api/translations-api';
import { TranslationRow } from './TranslationRow';

/** `admin/translations`: every key the product uses, English beside another language and the customer's override. */
export function TranslationsPage() {
  return (
    <RequirePermission permission={PERMISSIONS.ACCOUNT_READ}>
      <TranslationEditor />
    </RequirePermission>
  );
}

function TranslationEditor() {
  const { t } = useT();
  const canManage = useCan(PERMISSIONS.ACCOUNT_MANAGE);
  const [language, setLanguage] = useState('es');
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [missing, setMissing] = useState(false);
  const [page, setPage] = useState(1);
  const { data, error, isFetching, refetch } = useGetTranslationCatalogQuery({ language, search, missing, page });
  const pages = data ? Math.max(1, Math.ceil(data.total / CATALOG_PAGE_SIZE)) : 1;
  const languageName = PRODUCT_LANGUAGES.find((l) => l.code === language)?.name ?? language;

  return (
    <Card title={t('translations', 'Translations')}>
      <AccountAdminStyles />
      <form
        className="aa-inline-form"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          setSearch(typed);
          setPage(1);
        }}
      >
        <SelectField
          label={t('translation_language', 'Language')}
          value={language}
          options={PRODUCT_LANGUAGES.map((l) => ({ value: l.code, label: l.name }))}
          onChange={(e) => {
            setLanguage(e.target.value);
            setPage(1);
          }}
        />
        <TextField label={t('search_translations', 'Search keys and texts')} type="search" value={typed} onChange={(e) => setTyped(e.target.value)} />
        <Button type="submit">{t('search', 'Search')}</Button>
        <label className="aa-actions">
          <input
            type="checkbox"
            checked={missing}
            onChange={(e) => {
              setMissing(e.target.checked);
              setPage(1);
            }}
          />{' '}
          {t('missing_in_language', 'Missing in {{language}}', { language: languageName })}
        </label>
      </form>
      <LoadingBar active={isFetching} />
      {error ? <ErrorPanel title={t('translations_unavailable', 'The translations could not be loaded')} onRetry={() => void refetch()} /> : null}
      {data ? (
        <>
          <p className="aa-muted">{t('translation_count', '{{count}} keys', { count: data.total })}</p>
          <div className="aa-table-wrap">
            <table className="aa-table">
              <thead>
                <tr>
                  <th scope="col">{t('translation_key', 'Key')}</th>
                  <th scope="col">{t('english', 'English')}</th>
                  <th scope="col">{languageName}</th>
                  <th scope="col">{t('your_override', 'Your text')}</th>
                </tr>
              </thead>
              <tbody>
                {data.rows.map((row) => (
                  <TranslationRow key={`${language}:${row.key}`} row={row} language={language} canManage={canManage} />
                ))}
              </tbody>
            </table>
          </div>
          <nav className="aa-pagination" aria-label={t('pages', 'Pages')}>
            <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              {t('previous_page', 'Previous')}
            </Button>
            <span>{t('translation_page_of', 'Page {{page}} of {{pages}}', { page, pages })}</span>
            <Button variant="secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
              {t('next_page', 'Next')}
            </Button>
          </nav>
        </>
      ) : null}
    </Card>
  );
}
