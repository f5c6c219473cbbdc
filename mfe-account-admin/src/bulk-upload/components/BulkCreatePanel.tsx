import { Button, isApiError, ProgressBar, SelectField, useT, type SelectOption } from '@attest/shared-ui';
import { ErrorAlert } from '../../admin-common/ErrorAlert';
import type { BulkCreateState } from '../hooks/useBulkCreate';

interface Props {
  state: BulkCreateState;
  toCreate: number;
  invalidCount: number;
  sendInvitations: boolean;
  onSendInvitations: (value: boolean) => void;
  location: { options: SelectOption[]; value: string; setValue: (value: string) => void };
  onCreate: () => void;
}

/** The new applicants' location, the invitations choice, the create button (only when every row is valid) and the job's progress. */
export function BulkCreatePanel({ state, toCreate, invalidCount, sendInvitations, onSendInvitations, location, onCreate }: Props) {
  const { t } = useT();
  const busy = state.phase === 'sending' || state.phase === 'running';
  let error: string | null = null;
  if (state.phase === 'failed') {
    error = isApiError(state.error) ? t(state.error.messageKey, 'The applicants could not be created.') : t('bulk_create_failed', 'The applicants could not be created.');
  }
  return (
    <section className="aa-panel" aria-label={t('bulk_create_title', 'Create applicants')}>
      <SelectField
        label={t('bulk_location', 'Location of the new applicants')}
        value={location.value}
        placeholder={t('bulk_no_location', 'No location')}
        options={location.options}
        disabled={busy}
        onChange={(e) => location.setValue(e.target.value)}
      />
      <label className="aa-check">
        <input type="checkbox" checked={sendInvitations} disabled={busy} onChange={(e) => onSendInvitations(e.target.checked)} />
        {t('bulk_send_invitations', 'Email each new applicant an invitation')}
      </label>
      {invalidCount > 0 ? <p className="aa-error">{t('bulk_fix_rows', '{{n}} rows need fixing before the applicants can be created.', { n: invalidCount })}</p> : null}
      <Button onClick={onCreate} disabled={busy || invalidCount > 0 || toCreate === 0} loading={busy}>
        {t('bulk_create', 'Create {{n}} applicants', { n: toCreate })}
      </Button>
      {state.phase === 'sending' ? <ProgressBar value={state.total ? (state.sent / state.total) * 100 : 0} label={t('bulk_sending', 'Sending rows…')} /> : null}
      {state.phase === 'running' || state.phase === 'done' ? <ProgressBar value={state.phase === 'done' ? 100 : state.progress} label={t('bulk_creating', 'Creating applicants…')} /> : null}
      {state.phase === 'done' && state.outcome ? (
        <p role="status" className={state.outcome.invalid ? 'aa-error' : 'aa-ok'}>
          {t('bulk_outcome', '{{created}} applicants created, {{invalid}} rows need fixing.', state.outcome)}
        </p>
      ) : null}
      <ErrorAlert message={error} />
    </section>
  );
}
