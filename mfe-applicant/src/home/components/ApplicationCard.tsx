import { useNavigate, useParams } from 'react-router-dom';
import { nextSectionLabel } from '@attest/contracts';
import { Button, Card, useT } from '@attest/shared-ui';
import { useGetApplicationStatusQuery } from '../../application/wizard/wizard-api';

/** Home: where the online application stands ('Next: …', spec §4 short sequence) and the way back into it. */
export function ApplicationCard() {
  const { t } = useT();
  const navigate = useNavigate();
  const { customerCode = '', locationCode = 'hq' } = useParams();
  const { data, isLoading } = useGetApplicationStatusQuery();
  // No status yet (or it failed to load) reads as SIGNUP: the next section is Basic Info.
  const next = nextSectionLabel(data?.status ?? 'SIGNUP');
  return (
    <Card title={t('online_application', 'Online application')}>
      {isLoading ? null : (
        <p className="aw-home-next" data-testid="application-next">
          {t('application_next', 'Next: {{section}}', { section: t(next.key, next.label) })}
        </p>
      )}
      <Button onClick={() => navigate(`/${customerCode}/${locationCode}/application`)}>{t('continue', 'Continue')}</Button>
    </Card>
  );
}
