import { useT } from '@attest/shared-ui';
import { GuestCard } from '../components/GuestCard';

/** An unknown customer code, or `/` with no session: there is no portal to show. */
export function NoCustomerPage({ customerCode }: { customerCode?: string }) {
  const { t } = useT();
  return (
    <GuestCard title={t('no_customer_title', 'Portal not found')}>
      <p>
        {customerCode
          ? t('no_customer_named', 'There is no portal for "{{code}}". Check the link you were given.', { code: customerCode })
          : t('no_customer', 'Open the link your employer sent you to reach your portal.')}
      </p>
    </GuestCard>
  );
}
