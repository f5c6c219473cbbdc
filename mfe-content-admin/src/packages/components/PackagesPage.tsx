import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { PERMISSIONS } from '@attest/contracts';
import { Button, Card, ErrorPanel, LoadingBar, RequirePermission, TextField, useCan, useGetCustomerContextQuery, useT } from '@attest/shared-ui';
import { useGetPackageQuery, useQueryPackagesQuery } from '../api/packages-api';
import { ContentAdminStyles } from './ContentAdminStyles';
import { PackageBulkBar } from './PackageBulkBar';
import { PackageEditor } from './PackageEditor';

const PAGE = 25;

/** `admin/content/packages`: query packages, create and edit them (tags, template order), bulk actions. */
export function PackagesPage() {
  return (
    <RequirePermission permission={PERMISSIONS.CONTENT_READ}>
      <PackagesManager />
    </RequirePermission>
  );
}

function PackagesManager() {
  const { t } = useT();
  const canManage = useCan(PERMISSIONS.CONTENT_MANAGE);
  const { customerCode = '' } = useParams();
  const { data: customer } = useGetCustomerContextQuery(customerCode, { skip: !customerCode });
  const locations = (customer?.locations ?? []).map((l) => ({ location_id: Number(l.location_id), name: l.name }));
  const [search, setSearch] = useState('');
  const [skip, setSkip] = useState(0);
  const [checked, setChecked] = useState<number[]>([]);
  // 'new', a package id, or nothing open.
  const [open, setOpen] = useState<'new' | number | null>(null);
  const { data, error, isFetching, refetch } = useQueryPackagesQuery({ search: search.trim() || undefined, skip, take: PAGE });
  const { data: opened } = useGetPackageQuery(typeof open === 'number' ? open : 0, { skip: typeof open !== 'number' });
  const locationName = (id: number | null) => (id === null ? t('pkg_every_location', 'Every location') : (locations.find((l) => l.location_id === id)?.name ?? `#${id}`));
  const toggle = (id: number) => setChecked((c) => (c.includes(id) ? c.filter((x) => x !== id) : [...c, id]));

  return (
    <Card title={t('pkg_title', 'Packages')}>
      <ContentAdminStyles />
      <LoadingBar active={isFetching} />
      <div className="ca-row">
        <TextField
          label={t('pkg_search', 'Search packages')}
          type="search"
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setSkip(0);
          }}
        />
        {canManage ? <Button onClick={() => setOpen('new')}>{t('pkg_new', 'New package')}</Button> : null}
      </div>
      {canManage && checked.length ? <PackageBulkBar selected={checked} onDone={() => setChecked([])} /> : null}
      {error ? <ErrorPanel title={t('pkg_unavailable', 'The packages could not be loaded')} onRetry={() => void refetch()} /> : null}
      <div className="ca-split">
        <section aria-label={t('pkg_title', 'Packages')}>
          {data && !data.items.length ? <p>{t('pkg_none', 'No packages match.')}</p> : null}
          <ul className="ca-list">
            {(data?.items ?? []).map((p) => (
              <li key={p.package_id} aria-current={open === p.package_id}>
                {canManage ? (
                  <input type="checkbox" checked={checked.includes(p.package_id)} onChange={() => toggle(p.package_id)} aria-label={t('pkg_select', 'Select {{name}}', { name: p.name })} />
                ) : null}
                <span className="ca-grow">
                  <Button variant="link" onClick={() => setOpen(p.package_id)}>
                    {p.name}
                  </Button>
                  <br />
                  <small>
                    {p.templates.length === 1 ? t('pkg_summary_one', '1 template') : t('pkg_summary', '{{n}} templates', { n: p.templates.length })} · {locationName(p.location_id)}
                    {p.active ? '' : ` · ${t('pkg_inactive', 'Inactive')}`}
                  </small>
                </span>
                {p.tags.length ? (
                  <span className="ca-tags">
                    {p.tags.map((tag) => (
                      <span key={tag} className="at-badge">
                        {tag}
                      </span>
                    ))}
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
          {data && data.total > PAGE ? (
            <div className="ca-row">
              <Button variant="secondary" disabled={skip === 0} onClick={() => setSkip(Math.max(0, skip - PAGE))}>
                {t('previous', 'Previous')}
              </Button>
              <span>{t('pkg_page_of', '{{from}}–{{to}} of {{total}}', { from: skip + 1, to: Math.min(skip + PAGE, data.total), total: data.total })}</span>
              <Button variant="secondary" disabled={skip + PAGE >= data.total} onClick={() => setSkip(skip + PAGE)}>
                {t('next', 'Next')}
              </Button>
            </div>
          ) : null}
        </section>
        <section aria-label={t('pkg_details', 'Package details')}>
          {open === 'new' ? <PackageEditor key="new" pkg={null} locations={locations} canManage={canManage} onSaved={(p) => setOpen(p.package_id)} /> : null}
          {typeof open === 'number' && opened?.package_id === open ? (
            <PackageEditor key={`${open}-${opened.templates.map((x) => x.template_id).join('.')}-${opened.tags.join('.')}`} pkg={opened} locations={locations} canManage={canManage} onSaved={(p) => setOpen(p.package_id)} />
          ) : null}
          {open === null ? <p>{t('pkg_pick', 'Choose a package to see or edit it.')}</p> : null}
        </section>
      </div>
    </Card>
  );
}
