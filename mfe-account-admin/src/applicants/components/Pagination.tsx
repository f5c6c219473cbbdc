import { Button, useT } from '@attest/shared-ui';

export type PageSummary = {
  /** 1-based. */
  page: number;
  pages: number;
  total: number;
};

interface Props {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  /** The "Page 1 of 3 (42 …)" text with the list's own noun, e.g. `(s) => t('placements_page_of', 'Page {{page}} of {{pages}} ({{total}} placements)', s)`. Applicants by default. */
  label?: (summary: PageSummary) => string;
}

export function Pagination({ page, pageSize, total, onPage, label }: Props) {
  const { t } = useT();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const summary = { page: page + 1, pages, total };
  return (
    <nav className="aa-pagination" aria-label={t('pagination', 'Pagination')}>
      <Button variant="secondary" disabled={page <= 0} onClick={() => onPage(page - 1)}>
        {t('previous', 'Previous')}
      </Button>
      <span>{label ? label(summary) : t('page_of', 'Page {{page}} of {{pages}} ({{total}} applicants)', summary)}</span>
      <Button variant="secondary" disabled={page + 1 >= pages} onClick={() => onPage(page + 1)}>
        {t('next', 'Next')}
      </Button>
    </nav>
  );
}
