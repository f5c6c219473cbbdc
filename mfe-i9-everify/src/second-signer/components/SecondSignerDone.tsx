import { Card, useT } from '@attest/shared-ui';
import { formatDateTime } from '../../i9-common/i9-record';
import type { SecondSignerSigned } from '../api/second-signer-types';

/** After the signature: nothing more to do; the employer reviews Section 2. */
export function SecondSignerDone({ signed, employer }: { signed: SecondSignerSigned; employer: string }) {
  const { t } = useT();
  return (
    <Card title={t('second_signer_done_title', 'Thank you: Section 2 is signed')}>
      <p className="i9-ok" role="status">
        {t('second_signer_done_signed', 'Signed on {{date}} by {{name}}.', {
          date: formatDateTime(signed.signed_at),
          name: signed.signed_by_name ?? '',
        })}
      </p>
      <p>
        {t(
          'second_signer_done_review',
          '{{employer}} will review what you entered. You do not need to do anything else, and this link no longer works.',
          { employer },
        )}
      </p>
    </Card>
  );
}
