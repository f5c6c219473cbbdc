import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Button, Card, TextField, useT, useToast } from '@attest/shared-ui';
import { I9Badge } from '../../i9-common/I9Badge';
import { apiErrorText, apiFieldErrors, i9ErrorText } from '../../i9-common/i9-text';
import { useContinueDuplicateMutation, useGetDuplicatesQuery, type EverifyCase } from '../api/everify-cases-api';
import { statusBadge } from '../everify-labels';

/** A duplicate case alert: the earlier cases with the same SSN, and continuing with the reason E-Verify asks for. */
export function DuplicatePanel({ c, canManage, onChanged }: { c: EverifyCase; canManage: boolean; onChanged: () => void }) {
  const { t } = useT();
  const toast = useToast();
  const { customerCode = '', locationCode = '' } = useParams();
  const duplicates = useGetDuplicatesQuery(c.id, { refetchOnMountOrArgChange: true });
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [proceed, proceeding] = useContinueDuplicateMutation();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setError(i9ErrorText(t, 'everify_duplicate_reason_required'));
      return;
    }
    try {
      await proceed({ id: c.id, reason: reason.trim() }).unwrap();
      setError(null);
      toast.success(t('everify_request_sent', 'Sent to E-Verify. The case updates when E-Verify answers.'));
      onChanged();
    } catch (err) {
      setError(i9ErrorText(t, apiFieldErrors(err).reason) ?? apiErrorText(t, err));
    }
  };
  return (
    <Card title={t('everify_duplicates_title', 'Duplicate case alert')}>
      <p>{t('everify_duplicates_intro', 'E-Verify found other cases for the same Social Security number in the last 30 days.')}</p>
      <ul>
        {c.duplicate_case_numbers.map((n) => {
          const found = duplicates.data?.find((d) => d.case_number === n);
          return (
            <li key={n}>
              {found ? <Link to={`/${encodeURIComponent(customerCode)}/${encodeURIComponent(locationCode)}/admin/everify/${found.id}`}>{n}</Link> : n}{' '}
              {found ? <I9Badge badge={statusBadge(t, found.status)} /> : null}
            </li>
          );
        })}
      </ul>
      {canManage && c.allowed_actions.includes('continue_duplicate') ? (
        <form className="i9-toolbar" onSubmit={(e) => void submit(e)} noValidate>
          <TextField label={t('everify_duplicate_reason', 'Reason to continue with this case')} required maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} error={error} />
          <Button type="submit" loading={proceeding.isLoading}>
            {t('everify_duplicate_continue', 'Continue with this case')}
          </Button>
        </form>
      ) : null}
    </Card>
  );
}
