import { useParams } from 'react-router-dom';
import { Card, useT } from '@attest/shared-ui';

export type SecondSignerView = 'onboarding-verify' | 'hash' | 'multi-signer';

const TITLES: Record<SecondSignerView, [string, string]> = {
  'onboarding-verify': ['second_signer_legacy', 'Verify a new hire’s documents (Form I-9, Section 2)'],
  hash: ['second_signer_2023', 'Complete Form I-9 Section 2 for a new hire'],
  'multi-signer': ['second_signer_multi', 'Sign the documents you were asked to sign'],
};

/**
 * Guest landing of the three second-signer states (spec: onboarding-verify = legacy Section 2,
 * {hash} = 2023 Section 2, multi-signer). No login: the link itself identifies the request.
 */
export function SecondSignerLanding({ view }: { view: SecondSignerView }) {
  const { t } = useT();
  const { hash } = useParams();
  const [key, fallback] = TITLES[view];
  return (
    <Card title={t(key, fallback)}>
      <p>
        {t(
          'second_signer_intro',
          'You were asked to act as the authorized representative of an employer: you will look at the new hire’s original documents in person, enter their details and sign.',
        )}
      </p>
      <ol>
        <li>{t('second_signer_step1', 'Check that you are with the new hire and have their original documents.')}</li>
        <li>{t('second_signer_step2', 'Enter the document details and, if asked, take pictures of the documents.')}</li>
        <li>{t('second_signer_step3', 'Review and sign.')}</li>
      </ol>
      {view === 'hash' && hash ? (
        <p className="at-field__hint">{t('second_signer_reference', 'Request reference: {{ref}}', { ref: hash.slice(0, 8) })}</p>
      ) : null}
    </Card>
  );
}
