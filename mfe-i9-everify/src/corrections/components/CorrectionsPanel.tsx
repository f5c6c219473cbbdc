import { useState } from 'react';
import { PERMISSIONS } from '@attest/contracts';
import { Button, Card, ErrorPanel, LoadingBar, useCan, useT } from '@attest/shared-ui';
import { utcToday, type I9RecordView, type I9RevisionView } from '../../i9-common/i9-record';
import { apiErrorText } from '../../i9-common/i9-text';
import { useGetI9CorrectionsQuery, useGetI9RevisionsQuery } from '../api/corrections-api';
import { useRefreshRecord } from '../useRefreshRecord';
import { CorrectSection1 } from './CorrectSection1';
import { CorrectSection2 } from './CorrectSection2';
import { PendingCorrections } from './PendingCorrections';
import { RevisionHistory } from './RevisionHistory';

type Mode = 'section1' | 'section2' | null;

/**
 * Corrections and revisions of a record: the corrections waiting (cancellable with i9.correct), "Correct
 * Section 2" and "Request a Section 1 correction" (i9.correct), and every revision with who signed and who
 * corrected it, each readable as it was.
 */
export function CorrectionsPanel({
  record,
  today,
  onChanged,
}: {
  record: I9RecordView;
  today?: string;
  onChanged: () => void;
}) {
  const { t } = useT();
  const canCorrect = useCan(PERMISSIONS.I9_CORRECT);
  const corrections = useGetI9CorrectionsQuery(record.id, { refetchOnMountOrArgChange: true });
  const revisions = useGetI9RevisionsQuery(record.id, { refetchOnMountOrArgChange: true });
  const refresh = useRefreshRecord(record.id, onChanged);
  const [mode, setMode] = useState<Mode>(null);
  const done = () => {
    setMode(null);
    refresh();
  };
  const failed = corrections.isError ? corrections : revisions.isError ? revisions : null;
  const history = corrections.data?.history ?? [];
  const pendingSection1 = history.some((h) => h.pending && h.section === 'section1');
  const unsigned = [
    ...(corrections.data?.pending ?? []),
    ...[record.section1.draft, record.section2.draft].filter((d): d is I9RevisionView => d !== null),
  ];
  return (
    <>
      <Card title={t('i9_corrections_title', 'Corrections and revisions')}>
        {failed ? (
          <ErrorPanel
            title={t('i9_corrections_unavailable', 'The corrections could not be loaded')}
            message={apiErrorText(t, failed.error)}
            onRetry={() => {
              void corrections.refetch();
              void revisions.refetch();
            }}
          />
        ) : null}
        <PendingCorrections
          recordId={record.id}
          pending={history.filter((h) => h.pending)}
          canCorrect={canCorrect}
          onCancelled={refresh}
        />
        {canCorrect && mode === null ? (
          <div className="i9-actions" style={{ marginBottom: '0.75rem' }}>
            {record.section2.current ? (
              <Button variant="secondary" onClick={() => setMode('section2')}>
                {t('i9_correct_section2', 'Correct Section 2')}
              </Button>
            ) : null}
            {record.section1.current ? (
              <Button variant="secondary" onClick={() => setMode('section1')}>
                {pendingSection1
                  ? t('i9_change_section1_correction', 'Change the requested Section 1 correction')
                  : t('i9_request_section1_correction', 'Request a Section 1 correction')}
              </Button>
            ) : null}
          </div>
        ) : null}
        <h3 className="i9-row__title">{t('i9_revisions_title', 'Revisions')}</h3>
        {revisions.data && corrections.data ? (
          <RevisionHistory
            recordId={record.id}
            revisions={revisions.data}
            history={history}
            unsigned={unsigned}
          />
        ) : failed ? null : (
          <LoadingBar active />
        )}
      </Card>
      {mode === 'section2' ? (
        <CorrectSection2
          record={record}
          today={today ?? utcToday()}
          onCancel={() => setMode(null)}
          onDone={done}
        />
      ) : null}
      {mode === 'section1' ? (
        <CorrectSection1
          record={record}
          today={today ?? utcToday()}
          onCancel={() => setMode(null)}
          onDone={done}
        />
      ) : null}
    </>
  );
}
