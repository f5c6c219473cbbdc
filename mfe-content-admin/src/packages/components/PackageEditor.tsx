import { useState, type FormEvent } from 'react';
import { Button, SelectField, TextField, useT, useToast } from '@attest/shared-ui';
import {
  useCreatePackageMutation, useGetTemplateOptionsQuery, useSetPackageTagsMutation, useSetPackageTemplatesMutation, useUpdatePackageMutation,
  type PackageDto, type TemplateOption,
} from '../api/packages-api';
import { errorText } from './errorText';
import { TemplateOrderList } from './TemplateOrderList';

export interface PackageEditorProps {
  /** null: a new package. */
  pkg: PackageDto | null;
  locations: { location_id: number; name: string }[];
  canManage: boolean;
  onSaved: (pkg: PackageDto) => void;
}

const splitTags = (raw: string) => [...new Set(raw.split(',').map((s) => s.trim()).filter(Boolean))];

/** Create or edit one package: name, location, active, tags and its templates in order. */
export function PackageEditor({ pkg, locations, canManage, onSaved }: PackageEditorProps) {
  const { t } = useT();
  const toast = useToast();
  const [name, setName] = useState(pkg?.name ?? '');
  const [locationId, setLocationId] = useState(pkg?.location_id ? String(pkg.location_id) : '');
  const [active, setActive] = useState(pkg?.active ?? true);
  const [tags, setTags] = useState((pkg?.tags ?? []).join(', '));
  const [templates, setTemplates] = useState<TemplateOption[]>(pkg?.templates.map((x) => ({ template_id: x.template_id, name: x.name })) ?? []);
  const [toAdd, setToAdd] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { data: options = [] } = useGetTemplateOptionsQuery(undefined, { skip: !canManage });
  const [create, creating] = useCreatePackageMutation();
  const [update, updating] = useUpdatePackageMutation();
  const [saveTags, savingTags] = useSetPackageTagsMutation();
  const [saveTemplates, savingTemplates] = useSetPackageTemplatesMutation();
  const busy = creating.isLoading || updating.isLoading || savingTags.isLoading || savingTemplates.isLoading;
  const available = options.filter((o) => !templates.some((x) => x.template_id === o.template_id));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) {
      setError(t('required_field', 'This field is required.'));
      return;
    }
    setError(null);
    const body = { name: name.trim(), location_id: locationId ? Number(locationId) : null, active };
    const templateIds = templates.map((x) => x.template_id);
    try {
      let saved: PackageDto;
      if (pkg) {
        await update({ id: pkg.package_id, body }).unwrap();
        await saveTags({ id: pkg.package_id, tags: splitTags(tags) }).unwrap();
        saved = await saveTemplates({ id: pkg.package_id, templateIds }).unwrap();
      } else {
        saved = await create({ ...body, tags: splitTags(tags), template_ids: templateIds }).unwrap();
      }
      toast.success(t('pkg_saved', 'Package saved'));
      onSaved(saved);
    } catch (err) {
      setError(errorText(t, err, 'pkg_save_failed', 'The package could not be saved.'));
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} aria-label={pkg ? t('pkg_edit', 'Edit package') : t('pkg_new', 'New package')}>
      <h3>{pkg ? t('pkg_edit', 'Edit package') : t('pkg_new', 'New package')}</h3>
      <TextField label={t('pkg_name', 'Name')} value={name} required disabled={!canManage} onChange={(e) => setName(e.target.value)} maxLength={255} />
      <SelectField
        label={t('pkg_location', 'Available at')}
        value={locationId}
        disabled={!canManage}
        onChange={(e) => setLocationId(e.target.value)}
        options={[{ value: '', label: t('pkg_every_location', 'Every location') }, ...locations.map((l) => ({ value: String(l.location_id), label: l.name }))]}
      />
      <label className="ca-row">
        <input type="checkbox" checked={active} disabled={!canManage} onChange={(e) => setActive(e.target.checked)} />
        {t('pkg_active', 'Active (can be sent)')}
      </label>
      <TextField label={t('pkg_tags', 'Tags')} hint={t('pkg_tags_hint', 'Separate tags with commas.')} value={tags} disabled={!canManage} onChange={(e) => setTags(e.target.value)} />
      <h4>{t('pkg_templates', 'Templates')}</h4>
      <TemplateOrderList templates={templates} onChange={setTemplates} disabled={!canManage} />
      {canManage ? (
        <div className="ca-row">
          <SelectField
            label={t('pkg_add_template', 'Add a template')}
            value={toAdd}
            placeholder={t('pkg_choose_template', 'Choose a template')}
            onChange={(e) => setToAdd(e.target.value)}
            options={available.map((o) => ({ value: String(o.template_id), label: o.name }))}
          />
          <Button
            variant="secondary"
            disabled={!toAdd}
            onClick={() => {
              const chosen = available.find((o) => String(o.template_id) === toAdd);
              if (chosen) {
                setTemplates([...templates, chosen]);
              }
              setToAdd('');
            }}
          >
            {t('add', 'Add')}
          </Button>
        </div>
      ) : null}
      {error ? (
        <p role="alert" className="at-error">
          {error}
        </p>
      ) : null}
      {canManage ? (
        <Button type="submit" loading={busy}>
          {t('save', 'Save')}
        </Button>
      ) : null}
    </form>
  );
}
