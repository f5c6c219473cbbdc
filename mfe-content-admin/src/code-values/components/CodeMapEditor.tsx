import { useState } from 'react';
import { Button, TextField, useT, useToast } from '@attest/shared-ui';
import { errorText } from '../../packages/components/errorText';
import { useAddCodeMapMutation, useDeleteCodeMapMutation, useGetCodeMapForEditorQuery, useUpdateCodeMapMutation } from '../api/code-values-api';

interface Editing {
  code: string;
  from: string;
  to: string;
}

/** The external code map editor: for each code of the category, the codes an external system uses; add, rename (old/new), remove. */
export function CodeMapEditor({ category, canManage }: { category: string; canManage: boolean }) {
  const { t } = useT();
  const toast = useToast();
  const { data } = useGetCodeMapForEditorQuery(category);
  const [adding, setAdding] = useState<Record<string, string>>({});
  const [editing, setEditing] = useState<Editing | null>(null);
  const [add] = useAddCodeMapMutation();
  const [update] = useUpdateCodeMapMutation();
  const [remove] = useDeleteCodeMapMutation();
  const fail = (err: unknown) => toast.danger(errorText(t, err, 'cm_save_failed', 'The code map could not be saved.'));
  const entry = (code: string, external_code: string) => ({ category, code, external_code });

  return (
    <section aria-label={t('cm_title', 'External code maps')}>
      <h3>{t('cm_title', 'External code maps')}</h3>
      <div className="ca-table-wrap">
        <table className="ca-table">
          <thead>
            <tr>
              <th>{t('cv_code', 'Code')}</th>
              <th>{t('cm_external_codes', 'External codes')}</th>
            </tr>
          </thead>
          <tbody>
            {(data?.rows ?? []).map((row) => (
              <tr key={row.code}>
                <td>
                  {row.code}
                  {row.value ? <small> · {row.value}</small> : <small> · {t('cm_not_a_value', 'not a code value')}</small>}
                </td>
                <td>
                  <ul className="ca-list">
                    {row.external_codes.map((ext) =>
                      editing?.code === row.code && editing.from === ext ? (
                        <li key={ext}>
                          <TextField label={t('cm_external_code', 'External code for {{code}}', { code: row.code })} value={editing.to} onChange={(e) => setEditing({ ...editing, to: e.target.value })} />
                          <Button
                            disabled={!editing.to.trim()}
                            onClick={() =>
                              void update({ old: entry(row.code, ext), new: entry(row.code, editing.to.trim()) })
                                .unwrap()
                                .then(() => setEditing(null), fail)
                            }
                          >
                            {t('save', 'Save')}
                          </Button>
                          <Button variant="secondary" onClick={() => setEditing(null)}>
                            {t('cancel', 'Cancel')}
                          </Button>
                        </li>
                      ) : (
                        <li key={ext}>
                          <span className="ca-grow">{ext}</span>
                          {canManage ? (
                            <>
                              <Button variant="secondary" aria-label={t('cm_edit', 'Edit {{ext}} of {{code}}', { ext, code: row.code })} onClick={() => setEditing({ code: row.code, from: ext, to: ext })}>
                                {t('edit', 'Edit')}
                              </Button>
                              <Button variant="danger" aria-label={t('cm_remove', 'Remove {{ext}} of {{code}}', { ext, code: row.code })} onClick={() => void remove(entry(row.code, ext)).unwrap().catch(fail)}>
                                {t('remove', 'Remove')}
                              </Button>
                            </>
                          ) : null}
                        </li>
                      ),
                    )}
                  </ul>
                  {canManage ? (
                    <form
                      className="ca-row"
                      onSubmit={(e) => {
                        e.preventDefault();
                        const ext = (adding[row.code] ?? '').trim();
                        if (ext) {
                          void add(entry(row.code, ext))
                            .unwrap()
                            .then(() => setAdding({ ...adding, [row.code]: '' }), fail);
                        }
                      }}
                    >
                      <TextField label={t('cm_new_external', 'New external code for {{code}}', { code: row.code })} value={adding[row.code] ?? ''} onChange={(e) => setAdding({ ...adding, [row.code]: e.target.value })} />
                      <Button type="submit" variant="secondary" disabled={!(adding[row.code] ?? '').trim()}>
                        {t('add', 'Add')}
                      </Button>
                    </form>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
