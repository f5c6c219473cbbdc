import { Card, isApiError, useT } from '@attest/shared-ui';
import { i9MessageText } from '../../i9-common/i9-text';

/** A link that cannot be used (unknown, expired, already used, Section 1 unsigned) or could not be loaded. */
export function SecondSignerLinkProblem({ error }: { error: unknown }) {
  const { t } = useT();
  const key = isApiError(error) ? error.messageKey : 'i9_second_signer_link_unknown';
  const known = [
    'i9_second_signer_link_unknown',
    'i9_second_signer_link_expired',
    'i9_second_signer_link_used',
    'i9_second_signer_not_ready',
    'network_error',
  ];
  return (
    <Card title={t('second_signer_link_problem', 'This link cannot be used')}>
      <p role="alert" className="i9-error">
        {i9MessageText(t, known.includes(key) ? key : 'i9_second_signer_link_unknown')}
      </p>
      <p className="i9-muted">
        {t(
          'second_signer_link_help',
          'If you need a new link, contact the employer who asked you to complete Section 2.',
        )}
      </p>
    </Card>
  );
}
