import { BULK_UPLOAD_PAGE_SIZES } from '@attest/contracts';
import { Button, SelectField, useT } from '@attest/shared-ui';

interface Props {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
}

/** §9: page sizes 5..250 and links to the pages near the current one. */
export function BulkPager({ page, pageSize, total, onPage, onPageSize }: Props) {
  const { t } = useT();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const near = Array.from({ length: pages }, (_, i) => i).filter((i) => Math.abs(i - page) <= 2);
  return (
    <nav className="aa-pagination" aria-label={t('pagination', 'Pagination')}>
      <SelectField
        label={t('bulk_page_size', 'Rows per page')}
        value={String(pageSize)}
        options={BULK_UPLOAD_PAGE_SIZES.map((n) => ({ value: String(n), label: String(n) }))}
        onChange={(e) => onPageSize(Number(e.target.value))}
      />
      <div className="bu-pages">
        <Button variant="secondary" disabled={page <= 0} onClick={() => onPage(page - 1)}>
          {t('previous', 'Previous')}
        </Button>
        {near.map((i) => (
          <Button key={i} variant="secondary" aria-current={i === page ? 'page' : undefined} aria-label={t('bulk_page_n', 'Page {{n}}', { n: i + 1 })} onClick={() => onPage(i)}>
            {String(i + 1)}
          </Button>
        ))}
        <Button variant="secondary" disabled={page + 1 >= pages} onClick={() => onPage(page + 1)}>
          {t('next', 'Next')}
        </Button>
      </div>
      <span className="aa-muted">{t('bulk_page_of', 'Page {{page}} of {{pages}} ({{total}} rows)', { page: page + 1, pages, total })}</span>
    </nav>
  );
}
