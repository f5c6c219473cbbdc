import { Link } from 'react-router-dom';
import { Card } from './Card';
import { Icon } from '../icons/icons';
import { useT } from '../i18n/useT';

/** A path nobody serves: in the shell's remote areas and in a standalone remote. `homeHref` is the way back. */
export function NotFoundPage({ homeHref }: { homeHref?: string }) {
  const { t } = useT();
  return (
    <Card title={t('page_not_found', 'Page not found')}>
      <p>{t('page_not_found_detail', 'There is nothing at this address. Use the menu to go on.')}</p>
      {homeHref ? (
        <p>
          <Link to={homeHref} className="at-inline-link">
            <Icon name="back" size={16} />
            {t('page_not_found_home', 'Go to the home page')}
          </Link>
        </p>
      ) : null}
    </Card>
  );
}
