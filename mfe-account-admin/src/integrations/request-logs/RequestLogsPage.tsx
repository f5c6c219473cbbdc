import { useState } from 'react';
import { Button, Card, ErrorPanel, formatInTimeZone, LoadingBar, SelectField, TextField, useT } from '@attest/shared-ui';
import { AccountAdminStyles } from '../../applicants/components/AccountAdminStyles';
import { IntegrationsStyles } from '../components/IntegrationsStyles';
import { configErrorText } from '../field-mappings/config-texts';
import { useGetAdaptersQuery, useGetExternalRequestQuery, useGetExternalRequestsQuery } from '../field-mappings/integration-config-api';

function RequestDetail({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useT();
  const [reveal, setReveal] = useState(false);
  const one = useGetExternalRequestQuery({ id, reveal });
  const body = (v: unknown) => (v === null || v === undefined ? t('external_request_no_body', '(none)') : typeof v === 'string' ? v : JSON.stringify(v, null, 2));
  return (
    <section className="int-live" aria-label={t('external_request_detail', 'Request {{id}}', { id })} data-testid="request-detail">
      <h3>{t('external_request_detail', 'Request {{id}}', { id })}</h3>
      <LoadingBar active={one.isFetching} />
      {one.error ? <p role="alert" className="aa-error">{configErrorText(t, one.error)}</p> : null}
      {one.data ? (
        <>
          <p className="aa-muted">
            {one.data.isEncrypted
              ? t('external_request_masked_note', 'The bodies are masked. Revealing them is recorded in the audit log; numbers such as SSNs were already masked before storing.')
              : t('external_request_revealed_note', 'Revealed (recorded in the audit log).')}
          </p>
          <h4>{t('external_request_request_body', 'Request body')}</h4>
          <pre className="aa-break" data-testid="request-body">{body(one.data.requestBody)}</pre>
          <h4>{t('external_request_response_body', 'Response body')}</h4>
          <pre className="aa-break" data-testid="response-body">{body(one.data.responseBody)}</pre>
        </>
      ) : null}
      <div className="int-actions">
        {!reveal ? <Button variant="secondary" onClick={() => setReveal(true)}>{t('external_request_reveal', 'Reveal bodies')}</Button> : null}
        <Button variant="secondary" onClick={onClose}>{t('close', 'Close')}</Button>
      </div>
    </section>
  );
}

/** `admin/integrations/request-logs`: every call to and from outside services, bodies redacted and encrypted (decision 0050). */
export function RequestLogsPage() {
  const { t } = useT();
  const adapters = useGetAdaptersQuery();
  const [applicantId, setApplicantId] = useState('');
  const [adapterId, setAdapterId] = useState('');
  const [filter, setFilter] = useState({ applicantId: '', adapterId: '' });
  const [open, setOpen] = useState<number | null>(null);
  const list = useGetExternalRequestsQuery(filter);
  const adapterName = (id: number) => adapters.data?.find((a) => a.id === id)?.name ?? String(id);

  return (
    <Card title={t('external_requests', 'External request logs')}>
      <AccountAdminStyles />
      <IntegrationsStyles />
      <p className="aa-muted">{t('external_requests_intro', 'Calls to and from outside services. Bodies are redacted and encrypted; entries are deleted after the configured number of days.')}</p>
      <form className="int-form" onSubmit={(e) => { e.preventDefault(); setFilter({ applicantId: applicantId.trim(), adapterId }); }}>
        <TextField label={t('external_request_applicant', 'Applicant ID')} inputMode="numeric" value={applicantId} onChange={(e) => setApplicantId(e.target.value.replace(/\D/g, ''))} />
        <SelectField label={t('adapter', 'Adapter')} value={adapterId} placeholder={t('all_adapters', 'All adapters')} onChange={(e) => setAdapterId(e.target.value)}
          options={(adapters.data ?? []).map((a) => ({ value: String(a.id), label: a.name }))} />
        <Button type="submit">{t('search', 'Search')}</Button>
      </form>
      <LoadingBar active={list.isFetching} />
      {list.error ? <ErrorPanel title={t('external_requests_unavailable', 'The request logs could not be loaded')} onRetry={() => void list.refetch()} /> : null}
      {open !== null ? <RequestDetail key={open} id={open} onClose={() => setOpen(null)} /> : null}
      {list.data && !list.data.length ? <p>{t('external_requests_none', 'No requests logged.')}</p> : null}
      {list.data?.length ? (
        <div className="aa-table-wrap">
          <table className="aa-table aa-stack">
            <thead>
              <tr>
                <th scope="col">{t('external_request_when', 'When')}</th>
                <th scope="col">{t('adapter', 'Adapter')}</th>
                <th scope="col">{t('external_request_call', 'Call')}</th>
                <th scope="col">{t('external_request_status', 'Status')}</th>
                <th scope="col">{t('external_request_duration', 'Duration')}</th>
                <th scope="col">{t('external_request_applicant', 'Applicant ID')}</th>
                <th scope="col">{t('actions', 'Actions')}</th>
              </tr>
            </thead>
            <tbody>
              {list.data.map((r) => (
                <tr key={r.id}>
                  <td data-label={t('external_request_when', 'When')}>{formatInTimeZone(r.createdAt, null)}</td>
                  <td data-label={t('adapter', 'Adapter')}>{adapterName(r.adapterId)}</td>
                  <td data-label={t('external_request_call', 'Call')} className="aa-break">
                    {r.direction === 'in' ? t('external_request_inbound', 'In') : t('external_request_outbound', 'Out')} {r.method} {r.path}
                  </td>
                  <td data-label={t('external_request_status', 'Status')}>{r.status ?? r.error ?? '—'}</td>
                  <td data-label={t('external_request_duration', 'Duration')}>{t('external_request_ms', '{{ms}} ms', { ms: r.durationMs })}</td>
                  <td data-label={t('external_request_applicant', 'Applicant ID')}>{r.applicantId ?? '—'}</td>
                  <td data-label={t('actions', 'Actions')}>
                    <Button variant="secondary" disabled={!r.hasRequestBody && !r.hasResponseBody} onClick={() => setOpen(r.id)}
                      aria-label={t('external_request_view', 'View request {{id}}', { id: r.id })}>{t('view', 'View')}</Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </Card>
  );
}
