import { Card, formatDate, useT } from '@attest/shared-ui';
import type { I9RevisionView } from '../../i9-common/i9-record';
import { Section1Summary } from './Section1Summary';

/** Section 1 once signed: read only, with the day it was signed (a correction is staff's, with a new revision). */
export function Section1Signed({ revision }: { revision: I9RevisionView }) {
  const { t } = useT();
  return (
    <div className="i9-page">
      <Card title={t('i9_section1_signed_title', 'Section 1 is signed')}>
        <p className="i9-ok" role="status">
          {t('i9_signed_on', 'Signed on {{date}}', { date: formatDate(revision.signed_at) })}
          {revision.signed_by_name ? ` — ${revision.signed_by_name}` : ''}
        </p>
        <p className="i9-muted">
          {t(
            'i9_section1_signed_body',
            'Your employer completes Section 2. To correct something, ask your employer.',
          )}
        </p>
        <Section1Summary data={revision.value} />
      </Card>
    </div>
  );
}
