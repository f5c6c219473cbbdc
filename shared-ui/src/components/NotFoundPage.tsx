import { Card } from './Card';
import { useT } from '../i18n/useT';

/** A path nobody serves: in the shell's remote areas and in a standalone remote. */
export function NotFoundPage() {
  const { t } = useT();
  return (
    <Card title={t('page_not_found', 'Page not found')}>
      <p>{t('page_not_found_detail', 'There is nothing at this address. Use the menu to go on.')}</p>
    </Card>
  );
}
