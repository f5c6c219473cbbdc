import { useState } from 'react';
import { PERMISSIONS, type CustomDataViewInput } from '@attest/contracts';
import { Button, Card, ErrorPanel, LoadingBar, ModalResponse, SelectField, useCan, useConfirm, useT, useToast } from '@attest/shared-ui';
import { apiErrorText } from '../../admin-common/error-text';
import { AccountAdminStyles } from '../../applicants/components/AccountAdminStyles';
import { useCreateDataViewMutation, useDataViewsQuery, useDeleteDataViewMutation, useUpdateDataViewMutation } from '../api/data-views-api';
import { DataViewForm } from './DataViewForm';
import { DataViewTable } from './DataViewTable';

/**
 * `admin/data-views`: pick one of my views or one shared with my company and see the applicants it finds
 * with its columns; create views, and change or delete my own.
 */
export function DataViewsPage() {
  const { t } = useT();
  const toast = useToast();
  const confirm = useConfirm();
  const canWrite = useCan(PERMISSIONS.APPLICANTS_WRITE);
  const { data: views, error, isFetching, refetch } = useDataViewsQuery();
  const [chosen, setChosen] = useState<number | null>(null);
  const [editing, setEditing] = useState<'new' | 'edit' | null>(null);
  const [create, created] = useCreateDataViewMutation();
  const [update, updated] = useUpdateDataViewMutation();
  const [remove] = useDeleteDataViewMutation();
  const view = views?.find((v) => v.id === chosen) ?? views?.[0] ?? null;
  const save = (input: CustomDataViewInput) => {
    const run = editing === 'edit' && view ? update({ id: view.id, body: input }) : create(input);
    void run
      .unwrap()
      .then((saved) => {
        setChosen(saved.id);
        setEditing(null);
        toast.success(t('dv_saved', 'View saved'));
      })
      .catch((err: unknown) => toast.danger(apiErrorText(t, err)));
  };
  const del = async () => {
    if (!view || (await confirm({ title: t('dv_delete_title', 'Delete this view?'), body: view.name, confirmLabel: t('delete', 'Delete'), danger: true })) !== ModalResponse.CONFIRM) {
      return;
    }
    remove(view.id)
      .unwrap()
      .then(() => {
        setChosen(null);
        toast.success(t('dv_deleted', 'View deleted'));
      })
      .catch((err: unknown) => toast.danger(apiErrorText(t, err)));
  };
  return (
    <Card title={t('data_views', 'Data views')}>
      <AccountAdminStyles />
      <LoadingBar active={isFetching} />
      {error ? <ErrorPanel title={t('dv_unavailable', 'The data views could not be loaded')} onRetry={() => void refetch()} /> : null}
      <div className="aa-toolbar">
        {views?.length ? (
          <SelectField
            label={t('dv_choose', 'View')}
            value={view ? String(view.id) : ''}
            options={views.map((v) => ({ value: String(v.id), label: v.mine ? v.name : t('dv_shared_by', '{{name}} (shared by {{owner}})', { name: v.name, owner: v.owner_name }) }))}
            onChange={(e) => setChosen(Number(e.target.value))}
          />
        ) : null}
        {canWrite ? (
          <div className="aa-actions">
            <Button variant="secondary" onClick={() => setEditing('new')}>
              {t('dv_new', 'New view')}
            </Button>
            {view?.mine ? (
              <>
                <Button variant="secondary" onClick={() => setEditing('edit')}>
                  {t('edit', 'Edit')}
                </Button>
                <Button variant="link" onClick={() => void del()}>
                  {t('delete', 'Delete')}
                </Button>
              </>
            ) : null}
          </div>
        ) : null}
      </div>
      {editing ? <DataViewForm key={editing === 'edit' ? view?.id : 'new'} initial={editing === 'edit' ? (view ?? undefined) : undefined} busy={created.isLoading || updated.isLoading} onSave={save} onCancel={() => setEditing(null)} /> : null}
      {views && !views.length && !editing ? <p>{t('dv_none', 'No data views yet. A view saves the columns and filter of the applicant list.')}</p> : null}
      {view && !editing ? <DataViewTable key={`${view.id}-${view.updated_at}`} view={view} /> : null}
    </Card>
  );
}
