import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PERMISSIONS } from '@attest/contracts';
import { Button, Card, ErrorPanel, LoadingBar, RequirePermission, useCan, useT } from '@attest/shared-ui';
import { useGetTemplatesQuery } from '../api/templates-api';
import type { TemplateFilter } from '../api/template-types';
import { CreateTemplateDialog } from './CreateTemplateDialog';
import { apiErrorText } from './error-text';
import { TemplateFilters } from './TemplateFilters';
import { TemplatesStyles } from './TemplatesStyles';
import { TemplatesTable } from './TemplatesTable';

export const TEMPLATES_PAGE_SIZE = 25;

/** `admin/content/templates`: the templates and forms manager's list (content.read; creating needs content.manage). */
export function TemplatesPage() {
  return (
    <RequirePermission permission={PERMISSIONS.CONTENT_READ}>
      <Templates />
    </RequirePermission>
  );
}

function Templates() {
  const { t } = useT();
  const navigate = useNavigate();
  const canManage = useCan(PERMISSIONS.CONTENT_MANAGE);
  const [filter, setFilter] = useState<TemplateFilter>({});
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const { data, error, isFetching, refetch } = useGetTemplatesQuery({ ...filter, page, take: TEMPLATES_PAGE_SIZE });
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / TEMPLATES_PAGE_SIZE));
  const apply = (next: TemplateFilter) => {
    setFilter(next);
    setPage(1);
  };

  return (
    <Card title={t('templates_title', 'Templates and forms')}>
      <TemplatesStyles />
      {data && data.invalid_count > 0 ? (
        <div className="ta-alert" role="alert">
          <span>{t('templates_invalid_alert', '{{count}} active templates are invalid: a signature request that includes one is marked as having invalid templates.', { count: data.invalid_count })}</span>
          {filter.validity !== 'invalid' ? (
            <Button variant="secondary" onClick={() => apply({ ...filter, validity: 'invalid', active: 'true' })}>
              {t('templates_show_invalid', 'Show invalid templates')}
            </Button>
          ) : null}
        </div>
      ) : null}
      <TemplateFilters key={JSON.stringify(filter)} value={filter} categories={data?.categories ?? []} tags={data?.tags ?? []} onApply={apply} />
      <div className="ta-toolbar">
        <span>{data ? t('templates_total', '{{count}} templates', { count: data.total }) : null}</span>
        {canManage ? <Button onClick={() => setCreating(true)}>{t('template_new', 'New template')}</Button> : null}
      </div>
      <LoadingBar active={isFetching} />
      {error ? <ErrorPanel title={t('templates_unavailable', 'The templates could not be loaded')} message={apiErrorText(t, error)} onRetry={() => void refetch()} /> : null}
      {data ? (
        <>
          <TemplatesTable items={data.items} />
          <nav className="ta-pagination" aria-label={t('pagination', 'Pagination')}>
            <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              {t('previous', 'Previous')}
            </Button>
            <span>{t('templates_page_of', 'Page {{page}} of {{pages}}', { page, pages })}</span>
            <Button variant="secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
              {t('next', 'Next')}
            </Button>
          </nav>
        </>
      ) : null}
      <CreateTemplateDialog
        open={creating}
        onClose={(created) => {
          setCreating(false);
          if (created) {
            navigate(String(created.template_id));
          }
        }}
      />
    </Card>
  );
}
