import { PERMISSIONS } from '@attest/contracts';
import { Button, Card, isApiError, useCan, useT, useToast } from '@attest/shared-ui';
import { ErrorAlert } from '../../i9-common/ErrorAlert';
import type { I9RecordView } from '../../i9-common/i9-record';
import { apiErrorText } from '../../i9-common/i9-text';
import { useGetI9SecondSignerQuery, useNotifyI9RepMutation } from '../api/second-signer-api';
import { secondSignerStatusText } from '../second-signer-status';
import { RepresentativeForm } from './RepresentativeForm';
import { Section2ReviewControls } from './Section2ReviewControls';

const sendsLink = (method: string | undefined) => method === '0' || method === '1';

/**
 * The record's authorized representative for staff: where it stands (never the link), "send the link" for
 * documents.send (also assigning one when the employee chose "assign later"), and the review of the
 * representative's Section 2 for i9.section2.sign.
 */
export function SecondSignerPanel({ record, onChanged }: { record: I9RecordView; onChanged: () => void }) {
  const { t } = useT();
  const toast = useToast();
  const canSend = useCan(PERMISSIONS.DOCUMENTS_SEND);
  const canReview = useCan(PERMISSIONS.I9_SECTION2_SIGN);
  const answer = useGetI9SecondSignerQuery(record.id, { refetchOnMountOrArgChange: true });
  const [notify, notifying] = useNotifyI9RepMutation();
  if (answer.isError && isApiError(answer.error) && answer.error.httpStatusCode === 404) {
    return null;
  }
  const rep = answer.data?.second_signer ?? null;
  const open = record.status === 'section1_signed' && Boolean(record.section1.current);
  const reviewing = record.status === 'section2_pending_review';
  if (!answer.isError && (!answer.data || (!rep && !open))) {
    return null;
  }
  const title = t('i9_rep_panel_title', 'Authorized representative (Section 2)');
  const resend = async () => {
    try {
      await notify({ id: record.id }).unwrap();
      toast.success(t('i9_rep_link_sent', 'Link sent to the representative'));
    } catch (error) {
      toast.danger(apiErrorText(t, error));
    }
  };
  return (
    <Card title={title}>
      {answer.isError ? <ErrorAlert message={apiErrorText(t, answer.error)} /> : null}
      {rep ? (
        <>
          <p>
            <strong>
              {[rep.first_name, rep.last_name].filter(Boolean).join(' ') ||
                t('i9_rep_unnamed', 'Not named yet')}
            </strong>
            {rep.email || rep.mobile ? ` — ${rep.email ?? rep.mobile}` : ''}
          </p>
          <p className="i9-note" role="status">
            {secondSignerStatusText(t, rep)}
          </p>
          {rep.review_note ? (
            <p className="i9-muted">
              {t('i9_rep_review_note', 'Sent back: {{reason}}', { reason: rep.review_note })}
            </p>
          ) : null}
        </>
      ) : (
        <p>{t('i9_rep_none', 'The employee did not name a representative.')}</p>
      )}
      {open && canSend && rep && sendsLink(rep.contact_method) ? (
        <div className="at-form-actions i9-actions">
          <Button variant="secondary" loading={notifying.isLoading} onClick={() => void resend()}>
            {rep.status === 'pending'
              ? t('i9_rep_send', 'Send the link')
              : t('i9_rep_resend', 'Send a new link')}
          </Button>
        </div>
      ) : null}
      {open && canSend && answer.data && answer.data.allowed_methods.length > 0 ? (
        <details>
          <summary>
            {rep
              ? t('i9_rep_change', 'Change the representative')
              : t('i9_rep_assign', 'Assign a representative')}
          </summary>
          <RepresentativeForm
            allowed={answer.data.allowed_methods}
            current={rep}
            label={t('i9_rep_assign', 'Assign a representative')}
            submitLabel={t('i9_rep_assign_send', 'Save and send the link')}
            onSave={async (body) => {
              await notify({ id: record.id, body }).unwrap();
              toast.success(t('i9_rep_link_sent', 'Link sent to the representative'));
            }}
          />
        </details>
      ) : null}
      {reviewing && canReview ? (
        <Section2ReviewControls
          recordId={record.id}
          canReturnToRep={sendsLink(rep?.contact_method)}
          onDone={() => {
            void answer.refetch();
            onChanged();
          }}
        />
      ) : null}
    </Card>
  );
}
