import { useState } from 'react';
import { Button, ErrorPanel, LoadingBar, useT } from '@attest/shared-ui';
import { useGetTemplateHistoryQuery } from '../api/templates-api';
import { HISTORY_ACTION_TEXTS } from '../template-texts';
import { apiErrorText } from './error-text';

const TAKE = 20;

const shown = (v: unknown, empty: string) => (v === null || v === undefined || v === '' || (Array.isArray(v) && !v.length) ? empty : typeof v === 'object' ? JSON.stringify(v) : String(v));

/** Who changed what in this template, newest first (from the audit log). */
export function TemplateHistory({ templateId }: { templateId: number }) {
  const { t } = useT();
  const [page, setPage] = useState(1);
  const { data, error, isFetching, refetch } = useGetTemplateHistoryQuery({ template_id: templateId, page, take: TAKE });
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / TAKE));
  const empty = t('template_history_empty_value', '(empty)');
  return (
    <section aria-label={t('template_history', 'History')}>
      <LoadingBar active={isFetching} />
      {error ? <ErrorPanel title={t('template_history_unavailable', 'The history could not be loaded')} message={apiErrorText(t, error)} onRetry={() => void refetch()} /> : null}
      {data && !data.items.length ? <p>{t('template_history_none', 'No changes recorded yet.')}</p> : null}
      <ol className="ta-history">
        {data?.items.map((e) => {
          const [key, english] = HISTORY_ACTION_TEXTS[e.action] ?? [`template_history_${e.action}`, e.action];
          return (
            <li key={e.id}>
              <strong>{t(key, english)}</strong>{' '}
              <span>
                {t('template_history_by', '{{when}} by {{who}}', {
                  when: new Date(e.created_at).toLocaleString(),
                  who: e.actor_party === 'user' ? (e.actor_name || t('template_history_user', 'user #{{id}}', { id: e.actor_id })) : t(`actor_${e.actor_party}`, e.actor_party),
                })}
              </span>
              <ul>
                {Object.entries(e.changes).map(([field, change]) => (
                  <li key={field}>
                    <span className="ta-code">{field}</span>: {shown(change.from, empty)} → {shown(change.to, empty)}
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ol>
      {data && pages > 1 ? (
        <nav className="ta-pagination" aria-label={t('pagination', 'Pagination')}>
          <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('previous', 'Previous')}
          </Button>
          <span>{t('templates_page_of', 'Page {{page}} of {{pages}}', { page, pages })}</span>
          <Button variant="secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('next', 'Next')}
          </Button>
        </nav>
      ) : null}
    </section>
  );
}
