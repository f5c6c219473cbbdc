import { useState } from 'react';
import { ATS_SIM_ENTITIES, type AtsSimEntity } from '@attest/contracts';
import { Button, Card, ErrorPanel, LoadingBar, SelectField, TextField, useT, useToast } from '@attest/shared-ui';
import { apiErrorText, apiFieldErrors } from '../../admin-common/error-text';
import { AccountAdminStyles } from '../../applicants/components/AccountAdminStyles';
import { Pagination } from '../../applicants/components/Pagination';
import { useAddSimJobOrderMutation, useGetSimDataQuery, useGetSimStatusQuery, useSetSimFaultsMutation } from '../api/integrations-api';
import { integrationErrorText } from '../sync-texts';
import { IntegrationsStyles } from './IntegrationsStyles';

const PAGE_SIZE = 25;
const EMPTY_JOB = { title: '', address1: '', city: '', state: '', zip: '', pay_rate: '' };

/** A record's name as the ATS shows it (name, title, or first and last name). */
function nameOf(r: Record<string, unknown>): string {
  if (typeof r.name === 'string') {return r.name;}
  if (typeof r.title === 'string') {return r.title;}
  return [r.firstName, r.lastName].filter((x) => typeof x === 'string').join(' ');
}

/** What else the row says, briefly: the fields other than id, name and dates. */
function detailsOf(r: Record<string, unknown>): string {
  return Object.entries(r)
    .filter(([k]) => !['id', 'name', 'title', 'firstName', 'lastName', 'dateLastModified', 'description', 'publicDescription'].includes(k))
    .map(([k, v]) => `${k}: ${typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v)}`)
    .join('; ');
}

/**
 * `admin/integrations/ats-simulator`: the built-in ATS's data (every entity, paged), its counters, the controls
 * that make the next calls fail (429 with Retry-After, or 503), and a job order added as the ATS would.
 */
export function AtsSimulatorPage() {
  const { t } = useT();
  const toast = useToast();
  const [entity, setEntity] = useState<AtsSimEntity>('joborders');
  const [page, setPage] = useState(0);
  const status = useGetSimStatusQuery();
  const data = useGetSimDataQuery({ entity, skip: page * PAGE_SIZE, take: PAGE_SIZE });
  const [faults, setFaults] = useState({ status: '429', count: '1', retry_after_s: '2' });
  const [setSimFaults, settingFaults] = useSetSimFaultsMutation();
  const [job, setJob] = useState(EMPTY_JOB);
  const [jobErrors, setJobErrors] = useState<Record<string, string>>({});
  const [addJob, adding] = useAddSimJobOrderMutation();
  const [error, setError] = useState<string | null>(null);

  const entityLabel = (e: AtsSimEntity) =>
    ({
      categories: t('ats_sim_categories', 'Categories'),
      specialties: t('ats_sim_specialties', 'Specialties'),
      skills: t('ats_sim_skills', 'Skills'),
      industries: t('ats_sim_industries', 'Industries'),
      clients: t('ats_sim_clients', 'Clients'),
      joborders: t('ats_sim_joborders', 'Job orders'),
      candidates: t('ats_sim_candidates', 'Candidates'),
      placements: t('ats_sim_placements', 'Placements'),
      certifications: t('ats_sim_certifications', 'Certifications'),
      files: t('ats_sim_files', 'Files'),
    })[e];

  const applyFaults = async () => {
    setError(null);
    try {
      await setSimFaults({ status: Number(faults.status), count: Number(faults.count), retry_after_s: Number(faults.retry_after_s) }).unwrap();
      toast.success(t('ats_sim_faults_set', 'The next calls will fail as asked.'));
      void status.refetch();
    } catch (err) {
      setError(integrationErrorText(t, err, apiErrorText));
    }
  };

  const submitJob = async () => {
    setJobErrors({});
    setError(null);
    try {
      const { id } = await addJob({ title: job.title, address1: job.address1 || undefined, city: job.city, state: job.state, zip: job.zip || undefined, ...(job.pay_rate ? { pay_rate: Number(job.pay_rate) } : {}) }).unwrap();
      toast.success(t('ats_sim_job_added', 'Job order {{id}} added in the ATS. A job order sync brings it in.', { id }));
      setJob(EMPTY_JOB);
      void status.refetch();
      void data.refetch();
    } catch (err) {
      // What was typed stays; the fields say what is wrong.
      setJobErrors(apiFieldErrors(err));
      setError(integrationErrorText(t, err, apiErrorText));
    }
  };
  const fieldError = (name: string) => (jobErrors[name] ? t(jobErrors[name], { ats_sim_title_required: 'Enter a title.', ats_sim_city_required: 'Enter a city.', ats_sim_state_required: 'Enter a state.', ats_sim_pay_rate_invalid: 'Enter a pay rate such as 18.50.' }[jobErrors[name]] ?? 'Not valid.') : undefined);

  return (
    <Card title={t('ats_simulator', 'ATS simulator')}>
      <AccountAdminStyles />
      <IntegrationsStyles />
      <p className="aa-muted">{t('ats_simulator_intro', 'The built-in applicant tracking system the connector talks to until a real one is configured.')}</p>
      <LoadingBar active={status.isFetching || data.isFetching} />
      {status.error ? <ErrorPanel title={t('ats_simulator_unavailable', 'The ATS simulator is not in use or could not be loaded')} onRetry={() => void status.refetch()} /> : null}
      {status.data ? (
        <div className="int-counters" data-testid="sim-counters">
          <span>{t('ats_sim_calls', 'Calls: {{n}}', { n: status.data.calls })}</span>
          <span>{t('ats_sim_tokens', 'Tokens issued: {{n}}', { n: status.data.token_issues })}</span>
          <span>{t('ats_sim_changes', 'Change log position: {{n}}', { n: status.data.last_change_seq })}</span>
          <span>
            {status.data.fail_count > 0
              ? t('ats_sim_failing', 'The next {{count}} calls answer {{status}}', { count: status.data.fail_count, status: status.data.fail_status })
              : t('ats_sim_not_failing', 'No forced failures')}
          </span>
        </div>
      ) : null}
      {error ? <p role="alert" className="aa-error">{error}</p> : null}

      <h2 className="int-section">{t('ats_sim_faults', 'Force failures')}</h2>
      <div className="int-form">
        <SelectField label={t('ats_sim_fault_status', 'Answer')} value={faults.status} onChange={(e) => setFaults({ ...faults, status: e.target.value })}
          options={[{ value: '429', label: t('ats_sim_fault_429', '429 Too many requests') }, { value: '503', label: t('ats_sim_fault_503', '503 Unavailable') }]} />
        <TextField label={t('ats_sim_fault_count', 'Next calls')} inputMode="numeric" value={faults.count} onChange={(e) => setFaults({ ...faults, count: e.target.value })} />
        <TextField label={t('ats_sim_fault_retry_after', 'Retry-After (seconds)')} inputMode="numeric" value={faults.retry_after_s} onChange={(e) => setFaults({ ...faults, retry_after_s: e.target.value })} />
        <div><Button variant="secondary" onClick={() => void applyFaults()} disabled={settingFaults.isLoading}>{t('ats_sim_fault_apply', 'Apply')}</Button></div>
      </div>

      <h2 className="int-section">{t('ats_sim_add_job', 'Add a job order in the ATS')}</h2>
      <div className="int-form">
        <TextField label={t('ats_sim_job_title', 'Title')} required value={job.title} error={fieldError('title')} onChange={(e) => setJob({ ...job, title: e.target.value })} />
        <TextField label={t('ats_sim_job_address', 'Address')} value={job.address1} onChange={(e) => setJob({ ...job, address1: e.target.value })} />
        <TextField label={t('ats_sim_job_city', 'City')} required value={job.city} error={fieldError('city')} onChange={(e) => setJob({ ...job, city: e.target.value })} />
        <TextField label={t('ats_sim_job_state', 'State')} required value={job.state} error={fieldError('state')} onChange={(e) => setJob({ ...job, state: e.target.value })} />
        <TextField label={t('ats_sim_job_zip', 'ZIP code')} value={job.zip} onChange={(e) => setJob({ ...job, zip: e.target.value })} />
        <TextField label={t('ats_sim_job_pay_rate', 'Pay rate')} inputMode="decimal" value={job.pay_rate} error={fieldError('pay_rate')} onChange={(e) => setJob({ ...job, pay_rate: e.target.value })} />
        <div><Button onClick={() => void submitJob()} disabled={adding.isLoading}>{t('ats_sim_job_add', 'Add job order')}</Button></div>
      </div>

      <h2 className="int-section">{t('ats_sim_data', 'Data')}</h2>
      <div className="aa-filters">
        <SelectField label={t('ats_sim_entity', 'Records')} value={entity} onChange={(e) => { setEntity(e.target.value as AtsSimEntity); setPage(0); }}
          options={ATS_SIM_ENTITIES.map((e) => ({ value: e, label: entityLabel(e) }))} />
      </div>
      {data.data && !data.data.data.length ? <p>{t('ats_sim_no_records', 'No records.')}</p> : null}
      {data.data?.data.length ? (
        <>
          <div className="aa-table-wrap">
            <table className="aa-table aa-stack">
              <thead>
                <tr>
                  <th scope="col">{t('ats_sim_id', 'Id')}</th>
                  <th scope="col">{t('ats_sim_name', 'Name')}</th>
                  <th scope="col">{t('ats_sim_details', 'Details')}</th>
                </tr>
              </thead>
              <tbody>
                {data.data.data.map((r) => (
                  <tr key={String(r.id)}>
                    <td data-label={t('ats_sim_id', 'Id')}>{String(r.id)}</td>
                    <td data-label={t('ats_sim_name', 'Name')}>{nameOf(r)}</td>
                    <td data-label={t('ats_sim_details', 'Details')} className="aa-break">{detailsOf(r)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination page={page} pageSize={PAGE_SIZE} total={data.data.total} onPage={setPage} label={(p) => t('ats_sim_page_of', 'Page {{page}} of {{pages}} ({{total}} records)', p)} />
        </>
      ) : null}
    </Card>
  );
}
