import { useState } from 'react';
import { Button, ModalResponse, TextField, useConfirm, useT, useToast } from '@attest/shared-ui';
import { errorText } from '../../packages/components/errorText';
import { useAddCodeValueMutation, useDeleteCodeValueMutation, useGetCodeValuesQuery, useUpdateCodeValueMutation, type CodeValueDto } from '../api/code-values-api';

/** A category's values: edit a value, order and active in place; add one; delete one (with its maps) after a confirm. */
export function CodeValuesTable({ category, canManage }: { category: string; canManage: boolean }) {
  const { t } = useT();
  const toast = useToast();
  const confirm = useConfirm();
  const { data: values = [] } = useGetCodeValuesQuery(category);
  const [editing, setEditing] = useState<CodeValueDto | null>(null);
  const [draft, setDraft] = useState({ code: '', value: '', sort_order: '' });
  const [add, adding] = useAddCodeValueMutation();
  const [update, updating] = useUpdateCodeValueMutation();
  const [remove] = useDeleteCodeValueMutation();
  const fail = (err: unknown) => toast.danger(errorText(t, err, 'cv_save_failed', 'The code value could not be saved.'));

  const saveEdit = async () => {
    if (!editing) {
      return;
    }
    try {
      await update({ id: editing.id, category, body: { value: editing.value, sort_order: editing.sort_order, active: editing.active } }).unwrap();
      setEditing(null);
    } catch (err) {
      fail(err);
    }
  };
  const addValue = async () => {
    try {
      await add({ category, code: draft.code.trim(), value: draft.value.trim(), sort_order: Number(draft.sort_order) || 0, active: true }).unwrap();
      setDraft({ code: '', value: '', sort_order: '' });
    } catch (err) {
      fail(err);
    }
  };
  const del = async (v: CodeValueDto) => {
    const answer = await confirm({
      title: t('cv_confirm_delete', 'Delete {{code}}?', { code: v.code }),
      body: t('cv_confirm_delete_body', 'Its external code maps are deleted too.'),
      confirmLabel: t('delete', 'Delete'),
      cancelLabel: t('cancel', 'Cancel'),
      danger: true,
    });
    if (answer === ModalResponse.CONFIRM) {
      await remove({ id: v.id, category }).unwrap().catch(fail);
    }
  };

  return (
    <section aria-label={t('cv_values', 'Values')}>
      <h3>{t('cv_values', 'Values')}</h3>
      <div className="ca-table-wrap">
        <table className="ca-table">
          <thead>
            <tr>
              <th>{t('cv_code', 'Code')}</th>
              <th>{t('cv_value', 'Value')}</th>
              <th>{t('cv_order', 'Order')}</th>
              <th>{t('cv_active', 'Active')}</th>
              {canManage ? <th>{t('actions', 'Actions')}</th> : null}
            </tr>
          </thead>
          <tbody>
            {values.map((v) =>
              editing?.id === v.id ? (
                <tr key={v.id}>
                  <td data-label={t('cv_code', 'Code')}>{v.code}</td>
                  <td>
                    <TextField label={t('cv_value', 'Value')} value={editing.value} onChange={(e) => setEditing({ ...editing, value: e.target.value })} />
                  </td>
                  <td>
                    <TextField label={t('cv_order', 'Order')} type="number" min={0} value={String(editing.sort_order)} onChange={(e) => setEditing({ ...editing, sort_order: Number(e.target.value) || 0 })} />
                  </td>
                  <td>
                    <input type="checkbox" aria-label={t('cv_active', 'Active')} checked={editing.active} onChange={(e) => setEditing({ ...editing, active: e.target.checked })} />
                  </td>
                  <td className="ca-row">
                    <Button loading={updating.isLoading} onClick={() => void saveEdit()}>
                      {t('save', 'Save')}
                    </Button>
                    <Button variant="secondary" onClick={() => setEditing(null)}>
                      {t('cancel', 'Cancel')}
                    </Button>
                  </td>
                </tr>
              ) : (
                <tr key={v.id}>
                  <td data-label={t('cv_code', 'Code')}>{v.code}</td>
                  <td data-label={t('cv_value', 'Value')}>{v.value}</td>
                  <td data-label={t('cv_order', 'Order')}>{v.sort_order}</td>
                  <td data-label={t('cv_active', 'Active')}>{v.active ? t('yes', 'Yes') : t('no', 'No')}</td>
                  {canManage ? (
                    <td className="ca-row">
                      <Button variant="secondary" onClick={() => setEditing(v)} aria-label={t('cv_edit', 'Edit {{code}}', { code: v.code })}>
                        {t('edit', 'Edit')}
                      </Button>
                      <Button variant="danger" onClick={() => void del(v)} aria-label={t('cv_delete', 'Delete {{code}}', { code: v.code })}>
                        {t('delete', 'Delete')}
                      </Button>
                    </td>
                  ) : null}
                </tr>
              ),
            )}
          </tbody>
        </table>
      </div>
      {canManage ? (
        <form
          className="ca-row"
          aria-label={t('cv_add', 'Add a value')}
          onSubmit={(e) => {
            e.preventDefault();
            void addValue();
          }}
        >
          <TextField label={t('cv_code', 'Code')} required value={draft.code} onChange={(e) => setDraft({ ...draft, code: e.target.value })} />
          <TextField label={t('cv_value', 'Value')} required value={draft.value} onChange={(e) => setDraft({ ...draft, value: e.target.value })} />
          <TextField label={t('cv_order', 'Order')} type="number" min={0} value={draft.sort_order} onChange={(e) => setDraft({ ...draft, sort_order: e.target.value })} />
          <Button type="submit" loading={adding.isLoading} disabled={!draft.code.trim() || !draft.value.trim()}>
            {t('cv_add', 'Add a value')}
          </Button>
        </form>
      ) : null}
    </section>
  );
}
