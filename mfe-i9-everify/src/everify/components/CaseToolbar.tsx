import { useState } from 'react';
import { apiFetch, Button, ProgressBar, useT, useToast } from '@attest/shared-ui';
import { apiErrorText, apiFieldErrors } from '../../i9-common/i9-text';
import { fetchFile } from '../api/case-files';
import { useCaseActionMutation, useUpdateEverifyCaseMutation, type CaseFileStart, type EverifyCase } from '../api/everify-cases-api';
import { useFileDownload } from '../hooks/useFileDownload';
import { reasonBody, ReasonForDelayFields, type ReasonForDelay } from './ReasonForDelayFields';

/**
 * The case's general actions: send a draft (with its reason for delay when late), ask E-Verify for the status
 * now, print the case details, download everything as one ZIP (made on the queue).
 */
export function CaseToolbar({ c, canManage, onChanged }: { c: EverifyCase; canManage: boolean; onChanged: () => void }) {
  const { t } = useT();
  const toast = useToast();
  const [action, acting] = useCaseActionMutation();
  const [update, updating] = useUpdateEverifyCaseMutation();
  const [reason, setReason] = useState<ReasonForDelay>({ reason: c.reason_for_delay ?? '', description: c.reason_for_delay_description ?? '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const zip = useFileDownload();
  const late = (c.case_days_left ?? 0) < 0;
  const submit = async () => {
    try {
      await update({ id: c.id, body: { ...(late ? reasonBody(reason) : {}), Submit: true } }).unwrap();
      setErrors({});
      toast.success(t('everify_request_sent', 'Sent to E-Verify. The case updates when E-Verify answers.'));
      onChanged();
    } catch (error) {
      setErrors(apiFieldErrors(error));
      toast.danger(apiErrorText(t, error));
    }
  };
  const refresh = async () => {
    try {
      await action({ id: c.id, action: 'refresh' }).unwrap();
      toast.success(t('everify_refresh_sent', 'E-Verify is asked for the status now.'));
    } catch (error) {
      toast.danger(apiErrorText(t, error));
    }
  };
  const print = async () => {
    try {
      const blob = await fetchFile(`/api/v1/everify/printcasedetails/${c.id}`);
      window.open(URL.createObjectURL(blob), '_blank', 'noopener');
    } catch (error) {
      toast.danger(apiErrorText(t, error));
    }
  };
  return (
    <>
      {canManage && c.allowed_actions.includes('submit') ? (
        <section aria-label={t('everify_send_draft', 'Send the case to E-Verify')}>
          {late ? <ReasonForDelayFields value={reason} onChange={setReason} errors={errors} /> : null}
          <Button loading={updating.isLoading} onClick={() => void submit()}>
            {t('everify_send_draft', 'Send the case to E-Verify')}
          </Button>
        </section>
      ) : null}
      <div className="i9-actions">
        {canManage && c.case_number && c.status !== 'CLOSED' ? (
          <Button variant="secondary" loading={acting.isLoading} onClick={() => void refresh()}>
            {t('everify_refresh', 'Check the status now')}
          </Button>
        ) : null}
        <Button variant="secondary" onClick={() => void print()}>
          {t('everify_print', 'Print the case details')}
        </Button>
        <Button variant="secondary" disabled={zip.busy} onClick={() => void zip.run(() => apiFetch<CaseFileStart>(`/api/v1/everify/downloadasync/${c.id}`, { method: 'POST', body: {} }))}>
          {t('everify_download_all', 'Download the case (ZIP)')}
        </Button>
      </div>
      {zip.busy ? <ProgressBar value={zip.progress} label={t('everify_file_making', 'Making the document…')} /> : null}
      {zip.error ? <p className="i9-error" role="alert">{apiErrorText(t, zip.error)}</p> : null}
    </>
  );
}
