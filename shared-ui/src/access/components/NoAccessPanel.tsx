import { Link } from 'react-router-dom';
import { Card } from '../../components/Card';
import { useT } from '../../i18n/useT';

export interface NoAccessPanelProps {
  /** Where "Back to the staff home" leads; no link when omitted (e.g. on the staff home itself). */
  homeHref?: string;
}

/** What a staff user sees instead of a page or action their roles do not allow. */
export function NoAccessPanel({ homeHref }: NoAccessPanelProps) {
  const { t } = useT();
  return (
    <div role="alert" data-testid="no-access">
      <Card title={t('no_access_title', "You don't have access")}>
        <p>{t('no_access_body', 'Your roles do not allow you to open this page. Ask an administrator of your organisation if you need it.')}</p>
        {homeHref ? <Link to={homeHref}>{t('no_access_home', 'Back to the staff home')}</Link> : null}
      </Card>
    </div>
  );
}
