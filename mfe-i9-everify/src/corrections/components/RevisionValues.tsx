import { ErrorPanel, LoadingBar, useT } from '@attest/shared-ui';
import type { I9RevisionView } from '../../i9-common/i9-record';
import { apiErrorText } from '../../i9-common/i9-text';
import { Section2Summary } from '../../record/components/Section2Summary';
import { Section1Summary } from '../../section1/components/Section1Summary';
import { SupplementBSummary } from '../../supplement-b/components/SupplementBSummary';
import { useGetI9SignedRevisionsQuery, type RevisionSummary } from '../api/corrections-api';

/** A revision's values in the section's own read-only layout (numbers masked as the server answers them). */
export function SectionValues({ revision }: { revision: Pick<I9RevisionView, 'section' | 'value'> }) {
  switch (revision.section) {
    case 'section1':
      return <Section1Summary data={revision.value} />;
    case 'section2':
      return <Section2Summary data={revision.value} />;
    default:
      return <SupplementBSummary data={revision.value} />;
  }
}

/**
 * The values of one revision, read only: a signed one from GET /api/v1/i9details/{id}/signed (asked once, when
 * the first revision is opened), an unsigned one (a correction waiting, a draft) from what the page holds.
 */
export function RevisionValues({
  recordId,
  revision,
  unsigned,
}: {
  recordId: number;
  revision: RevisionSummary;
  unsigned: I9RevisionView[];
}) {
  const { t } = useT();
  const signed = useGetI9SignedRevisionsQuery(recordId, { skip: !revision.signed });
  if (!revision.signed) {
    const found = unsigned.find((r) => r.revision_id === revision.revision_id);
    return found ? (
      <SectionValues revision={found} />
    ) : (
      <p className="i9-muted">
        {t('i9_revision_values_unavailable', 'The values of this revision are not shown.')}
      </p>
    );
  }
  if (signed.isError) {
    return (
      <ErrorPanel
        title={t('i9_revision_unavailable', 'The revision could not be loaded')}
        message={apiErrorText(t, signed.error)}
        onRetry={() => void signed.refetch()}
      />
    );
  }
  const found = signed.data?.revisions.find((r) => r.revision_id === revision.revision_id);
  if (!signed.data || (!found && signed.isFetching)) {
    return <LoadingBar active />;
  }
  return found ? (
    <SectionValues revision={found} />
  ) : (
    <p className="i9-muted">
      {t('i9_revision_values_unavailable', 'The values of this revision are not shown.')}
    </p>
  );
}
