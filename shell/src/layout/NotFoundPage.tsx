import { Card, useT } from '@attest/shared-ui';

export function NotFoundPage() {
  const { t } = useT();
  return (
    <Card title={t('page_not_found', 'Page not found')}>
      <p>{t('page_not_found_detail', 'There is nothing at this address. Use the menu to go on.')}</p>
    </Card>
  );
}
