import { useState, type FormEvent } from 'react';
import { Button, SelectField, TextField, useT, useToast } from '@attest/shared-ui';
import { apiErrorText } from '../../admin-common/error-text';
import { type ApplicantListView, useDeleteFilterMutation, useSavedFiltersQuery, useSaveFilterMutation } from '../api/applicants-api';

/** The user's saved filters (server-stored): pick one to apply it, save the current filter under a name, delete one. */
export function SavedFilters({ current, onApply }: { current: ApplicantListView; onApply: (view: ApplicantListView) => void }) {
  const { t } = useT();
  const toast = useToast();
  const { data: saved = [] } = useSavedFiltersQuery();
  const [save, saving] = useSaveFilterMutation();
  const [remove] = useDeleteFilterMutation();
  const [picked, setPicked] = useState('');
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    try {
      const row = await save({ name: name.trim(), filter: current }).unwrap();
      setPicked(String(row.id));
      setName('');
      toast.success(t('filter_saved', 'Filter saved'));
    } catch (err) {
      // The name stays in the box so the user can correct it.
      setError(apiErrorText(t, err));
    }
  };

  const choose = (id: string) => {
    setPicked(id);
    const row = saved.find((f) => String(f.id) === id);
    if (row) {
      onApply(row.filter);
    }
  };

  return (
    <div className="aa-saved">
      <SelectField
        label={t('saved_filters', 'Saved filters')}
        value={picked}
        placeholder={saved.length ? t('choose_saved_filter', 'Choose a saved filter') : t('no_saved_filters', 'No saved filters yet')}
        options={saved.map((f) => ({ value: String(f.id), label: f.name }))}
        onChange={(e) => choose(e.target.value)}
      />
      {picked ? (
        <Button
          variant="secondary"
          onClick={() => {
            void remove(Number(picked))
              .unwrap()
              .then(() => setPicked(''))
              .catch((err: unknown) => toast.danger(apiErrorText(t, err)));
          }}
        >
          {t('delete_saved_filter', 'Delete saved filter')}
        </Button>
      ) : null}
      <form className="aa-inline-form" onSubmit={(e) => void submit(e)}>
        <TextField label={t('filter_name', 'Name of this filter')} value={name} maxLength={80} required error={error} onChange={(e) => setName(e.target.value)} />
        <Button type="submit" variant="secondary" loading={saving.isLoading} disabled={!name.trim()}>
          {t('save_filter', 'Save filter')}
        </Button>
      </form>
    </div>
  );
}
