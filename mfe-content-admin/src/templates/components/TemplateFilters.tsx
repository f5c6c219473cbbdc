import { useState, type FormEvent } from 'react';
import { Button, SelectField, TextField, useT } from '@attest/shared-ui';
import type { TemplateFilter } from '../api/template-types';
import { TEMPLATE_TYPE_TEXTS } from '../template-texts';

export interface TemplateFiltersProps {
  value: TemplateFilter;
  categories: string[];
  tags: string[];
  onApply: (filter: TemplateFilter) => void;
}

/** The list filters: type, category, tag, active, validity and a name / external id search. */
export function TemplateFilters({ value, categories, tags, onApply }: TemplateFiltersProps) {
  const { t } = useT();
  const [draft, setDraft] = useState<TemplateFilter>(value);
  const set = (key: keyof TemplateFilter) => (e: { target: { value: string } }) => setDraft({ ...draft, [key]: e.target.value || undefined });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onApply(draft);
  };
  const typeOptions = Object.entries(TEMPLATE_TYPE_TEXTS).map(([id, [key, english]]) => ({ value: id, label: t(key, english) }));
  return (
    <form className="ta-filters" onSubmit={submit} aria-label={t('template_filters', 'Template filters')}>
      <TextField label={t('template_search', 'Name or external id')} value={draft.search ?? ''} onChange={set('search')} />
      <SelectField label={t('template_field_type', 'Type')} placeholder={t('template_any', 'Any')} options={typeOptions} value={draft.type ?? ''} onChange={set('type')} />
      <SelectField
        label={t('template_category', 'Category')}
        placeholder={t('template_any', 'Any')}
        options={categories.map((c) => ({ value: c, label: c }))}
        value={draft.category ?? ''}
        onChange={set('category')}
      />
      <SelectField label={t('template_tag', 'Tag')} placeholder={t('template_any', 'Any')} options={tags.map((c) => ({ value: c, label: c }))} value={draft.tag ?? ''} onChange={set('tag')} />
      <SelectField
        label={t('template_status', 'Status')}
        options={[
          { value: 'true', label: t('template_active_only', 'Active') },
          { value: 'false', label: t('template_inactive_only', 'Inactive') },
          { value: 'all', label: t('template_all', 'All') },
        ]}
        value={draft.active ?? 'true'}
        onChange={set('active')}
      />
      <SelectField
        label={t('template_validity', 'Validity')}
        placeholder={t('template_any', 'Any')}
        options={[
          { value: 'valid', label: t('template_valid', 'Valid') },
          { value: 'invalid', label: t('template_invalid', 'Invalid') },
        ]}
        value={draft.validity ?? ''}
        onChange={set('validity')}
      />
      <div className="ta-actions" style={{ marginBottom: '1rem' }}>
        <Button type="submit">{t('template_apply_filters', 'Apply filters')}</Button>
      </div>
    </form>
  );
}
