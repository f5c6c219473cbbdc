import { Button, useT } from '@attest/shared-ui';

interface Props {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}

export function Pagination({ page, pageSize, total, onPage }: Props) {
  const { t } = useT();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav className="aa-pagination" aria-label={t('pagination', 'Pagination')}>
      <Button variant="secondary" disabled={page <= 0} onClick={() => onPage(page - 1)}>
        {t('previous', 'Previous')}
      </Button>
      <span>{t('page_of', 'Page {{page}} of {{pages}} ({{total}} applicants)', { page: page + 1, pages, total })}</span>
      <Button variant="secondary" disabled={page + 1 >= pages} onClick={() => onPage(page + 1)}>
        {t('next', 'Next')}
      </Button>
    </nav>
  );
}
