import { useState, type FormEvent } from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { jobClientInputSchema, PERMISSIONS, type JobClientDto, type JobClientInput } from '@attest/contracts';
import { Button, Card, ErrorPanel, LoadingBar, SelectField, TextField, formatDate, useCan, useT, useToast } from '@attest/shared-ui';
import { ErrorAlert } from '../../admin-common/ErrorAlert';
import { apiErrorText } from '../../admin-common/error-text';
import { FormikText, ServerErrorsProvider, useServerErrors } from '../../admin-common/FormikFields';
import { yupValidator } from '../../admin-common/yup-validator';
import { AccountAdminStyles } from '../../applicants/components/AccountAdminStyles';
import { Pagination } from '../../applicants/components/Pagination';
import { useCreateJobClientMutation, useListJobClientsQuery, useUpdateJobClientMutation } from '../api/job-clients-api';

const PAGE_SIZE = 25;

interface ClientValues {
  client_name: string;
  external_id: string;
}
const toBody = (v: ClientValues): JobClientInput => ({ client_name: v.client_name, external_id: v.external_id.trim() === '' ? null : v.external_id });
const validate = yupValidator<ClientValues, JobClientInput>(jobClientInputSchema, toBody);

/** Adds a client, or edits one (name and external id); a refused save keeps what was typed with the server's errors. */
function ClientForm({ client, onDone }: { client?: JobClientDto; onDone: () => void }) {
  const { t } = useT();
  const toast = useToast();
  const [create] = useCreateJobClientMutation();
  const [update] = useUpdateJobClientMutation();
  const { formError, save, value: serverErrors } = useServerErrors();
  const submit = (values: ClientValues, form: FormikHelpers<ClientValues>) =>
    save(async () => {
      if (client) {
        await update({ id: client.client_id, body: { ...toBody(values), active: client.active } }).unwrap();
        toast.success(t('job_client_saved', 'The client has been saved.'));
      } else {
        await create(toBody(values)).unwrap();
        toast.success(t('job_client_added', 'The client has been added.'));
        form.resetForm();
      }
      onDone();
    });
  const title = client ? t('job_client_edit', 'Edit client {{name}}', { name: client.client_name ?? '' }) : t('job_client_new', 'Add a client');
  return (
    <ServerErrorsProvider value={serverErrors}>
      <Formik initialValues={{ client_name: client?.client_name ?? '', external_id: client?.external_id ?? '' }} validate={validate} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form noValidate className="aa-panel" aria-label={title}>
            <h3>{title}</h3>
            <div className="aa-form-grid">
              <FormikText name="client_name" label={t('job_client_name', 'Client name')} required maxLength={200} />
              <FormikText name="external_id" label={t('job_external_id', 'External ID')} maxLength={64} />
            </div>
            <ErrorAlert message={formError} />
            <span className="aa-actions">
              <Button type="submit" loading={isSubmitting}>
                {client ? t('job_client_save', 'Save client') : t('job_client_add', 'Add client')}
              </Button>
              {client ? (
                <Button variant="secondary" onClick={onDone}>
                  {t('cancel', 'Cancel')}
                </Button>
              ) : null}
            </span>
          </Form>
        )}
      </Formik>
    </ServerErrorsProvider>
  );
}

/** `admin/job-clients`: the customer's job clients (staff-side §3 JobClient), searchable, paged; add, edit, deactivate. */
export function JobClientsPage() {
  const { t } = useT();
  const toast = useToast();
  const canWrite = useCan(PERMISSIONS.APPLICANTS_WRITE);
  const [draft, setDraft] = useState({ term: '', active: '' });
  const [filter, setFilter] = useState(draft);
  const [page, setPage] = useState(0);
  const [editing, setEditing] = useState<JobClientDto | null>(null);
  const { data, error, isFetching, refetch } = useListJobClientsQuery({
    term: filter.term || undefined,
    active: filter.active === '' ? undefined : (filter.active as 'true' | 'false'),
    skip: page * PAGE_SIZE,
    take: PAGE_SIZE,
  });
  const [update] = useUpdateJobClientMutation();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setFilter(draft);
    setPage(0);
  };
  const toggle = async (c: JobClientDto) => {
    try {
      await update({ id: c.client_id, body: { client_name: c.client_name ?? '', external_id: c.external_id, active: !c.active } }).unwrap();
      void refetch();
    } catch (err) {
      toast.danger(apiErrorText(t, err));
    }
  };

  return (
    <Card title={t('job_clients', 'Job clients')}>
      <AccountAdminStyles />
      {canWrite ? (
        editing ? (
          <ClientForm key={editing.client_id} client={editing} onDone={() => { setEditing(null); void refetch(); }} />
        ) : (
          <ClientForm onDone={() => void refetch()} />
        )
      ) : null}
      <form className="aa-filters" aria-label={t('job_client_filters', 'Client filters')} onSubmit={submit}>
        <TextField label={t('search_job_clients', 'Search name or external ID')} type="search" value={draft.term} onChange={(e) => setDraft({ ...draft, term: e.target.value })} />
        <SelectField
          label={t('job_filter_active', 'Active')}
          placeholder={t('job_any', 'Any')}
          value={draft.active}
          options={[
            { value: 'true', label: t('yes', 'Yes') },
            { value: 'false', label: t('no', 'No') },
          ]}
          onChange={(e) => setDraft({ ...draft, active: e.target.value })}
        />
        <div className="aa-filters__actions">
          <Button type="submit">{t('apply_filters', 'Apply filters')}</Button>
        </div>
      </form>
      <LoadingBar active={isFetching} />
      {error ? <ErrorPanel title={t('job_clients_unavailable', 'The clients could not be loaded')} onRetry={() => void refetch()} /> : null}
      {data && data.items.length === 0 ? <p>{t('no_job_clients', 'No clients match.')}</p> : null}
      {data && data.items.length ? (
        <>
          <div className="aa-table-wrap">
            <table className="aa-table aa-stack">
              <thead>
                <tr>
                  <th scope="col">{t('job_client_name', 'Client name')}</th>
                  <th scope="col">{t('job_external_id', 'External ID')}</th>
                  <th scope="col">{t('job_client_date_added', 'Added')}</th>
                  <th scope="col">{t('job_client_postings', 'Jobs')}</th>
                  <th scope="col">{t('job_state_column', 'State')}</th>
                  {canWrite ? <th scope="col">{t('actions', 'Actions')}</th> : null}
                </tr>
              </thead>
              <tbody>
                {data.items.map((c) => (
                  <tr key={c.client_id}>
                    <td data-label={t('job_client_name', 'Client name')} className="aa-break">
                      {c.client_name ?? ''}
                    </td>
                    <td data-label={t('job_external_id', 'External ID')}>{c.external_id ?? ''}</td>
                    <td data-label={t('job_client_date_added', 'Added')}>{formatDate(c.date_added.slice(0, 10))}</td>
                    <td data-label={t('job_client_postings', 'Jobs')}>{c.postings}</td>
                    <td data-label={t('job_state_column', 'State')}>
                      <span className={`aa-badge ${c.active ? 'aa-badge--active' : 'aa-badge--deactivated'}`}>{c.active ? t('job_active', 'Active') : t('job_inactive', 'Inactive')}</span>
                    </td>
                    {canWrite ? (
                      <td data-label={t('actions', 'Actions')}>
                        <span className="aa-actions">
                          <Button variant="link" onClick={() => setEditing(c)}>
                            {t('job_client_edit_named', 'Edit {{name}}', { name: c.client_name ?? '' })}
                          </Button>
                          <Button variant="link" onClick={() => void toggle(c)}>
                            {c.active ? t('job_deactivate', 'Deactivate {{name}}', { name: c.client_name ?? '' }) : t('job_activate', 'Activate {{name}}', { name: c.client_name ?? '' })}
                          </Button>
                        </span>
                      </td>
                    ) : null}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination page={page} pageSize={PAGE_SIZE} total={data.total} onPage={setPage} label={(p) => t('job_clients_page_of', 'Page {{page}} of {{pages}} ({{total}} clients)', p)} />
        </>
      ) : null}
    </Card>
  );
}
