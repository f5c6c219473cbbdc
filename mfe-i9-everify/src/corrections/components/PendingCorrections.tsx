import { useState } from 'react';
import { Button, ModalResponse, useConfirm, useT, useToast } from '@attest/shared-ui';
import { ErrorAlert } from '../../i9-common/ErrorAlert';
import { formatDateTime } from '../../i9-common/i9-record';
import { apiErrorText } from '../../i9-common/i9-text';
import { useDeleteI9CorrectionMutation, type CorrectionEntry } from '../api/corrections-api';
import { sectionLabel } from '../revision-labels';

/**
 * The corrections waiting for their signature (a Section 1 correction waits for the employee's) and, for a user
 * with i9.correct, cancelling them (DELETE /api/v1/corrections/{id}: the signed revisions stay as they are).
 */
export function PendingCorrections({
  recordId,
  pending,
  canCorrect,
  onCancelled,
}: {
  recordId: number;
  pending: CorrectionEntry[];
  canCorrect: boolean;
  onCancelled: () => void;
}) {
  const { t } = useT();
  const confirm = useConfirm();
  const toast = useToast();
  const [remove, removing] = useDeleteI9CorrectionMutation();
  const [error, setError] = useState<string | null>(null);
  if (pending.length === 0) {
    return null;
  }
  const cancel = async () => {
    const answer = await confirm({
      title: t('i9_cancel_pending_title', 'Cancel the correction waiting for a signature?'),
      body: t(
        'i9_cancel_pending_body',
        'The proposed values are removed. The signed sections stay as they are; the audit trail keeps the correction and its cancellation.',
      ),
      confirmLabel: t('i9_cancel_pending', 'Cancel the pending correction'),
      cancelLabel: t('i9_keep_pending', 'Keep it'),
      danger: true,
    });
    if (answer !== ModalResponse.CONFIRM) {
      return;
    }
    setError(null);
    try {
      await remove(recordId).unwrap();
      toast.success(t('i9_pending_cancelled', 'The pending correction was cancelled'));
      onCancelled();
    } catch (e) {
      setError(apiErrorText(t, e));
    }
  };
  return (
    <div className="i9-warn" role="status">
      {pending.map((p) => (
        <p key={p.revision_id} style={{ margin: '0 0 0.5rem' }}>
          {p.section === 'section1'
            ? t(
                'i9_pending_section1',
                'A correction of Section 1 (revision {{number}}) waits for the employee to sign it. Requested by {{name}} on {{date}}.',
                {
                  number: p.revision,
                  name: p.corrected_by_name ?? t('i9_unknown_person', 'unknown'),
                  date: formatDateTime(p.created_at),
                },
              )
            : t(
                'i9_pending_other',
                'A correction of {{section}} (revision {{number}}) waits for its signature.',
                {
                  section: sectionLabel(t, p.section),
                  number: p.revision,
                },
              )}
        </p>
      ))}
      <ErrorAlert message={error} />
      {canCorrect ? (
        <Button variant="danger" loading={removing.isLoading} onClick={() => void cancel()}>
          {t('i9_cancel_pending', 'Cancel the pending correction')}
        </Button>
      ) : null}
    </div>
  );
}
