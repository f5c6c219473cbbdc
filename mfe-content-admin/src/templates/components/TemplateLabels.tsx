import { useState, type FormEvent } from 'react';
import { Button, TextField, useT } from '@attest/shared-ui';
import { useSetTemplateCategoryMutation, useSetTemplateTagsMutation } from '../api/templates-api';
import type { TemplateDetail } from '../api/template-types';
import { apiErrorText } from './error-text';

/** The template's category (one) and tags (several; tag entity type Template). */
export function TemplateLabels({ template, readOnly }: { template: TemplateDetail; readOnly: boolean }) {
  const { t } = useT();
  const [category, setCategory] = useState(template.category ?? '');
  const [tag, setTag] = useState('');
  const [saveCategory, categoryState] = useSetTemplateCategoryMutation();
  const [saveTags, tagsState] = useSetTemplateTagsMutation();
  const error = categoryState.error ?? tagsState.error;

  const submitCategory = (e: FormEvent) => {
    e.preventDefault();
    void saveCategory({ id: template.template_id, category: category.trim() || null });
  };
  const addTag = (e: FormEvent) => {
    e.preventDefault();
    const next = tag.trim();
    if (next && !template.tags.includes(next)) {
      void saveTags({ id: template.template_id, tags: [...template.tags, next] });
    }
    setTag('');
  };

  return (
    <div>
      <form className="ta-inline" onSubmit={submitCategory} aria-label={t('template_category', 'Category')}>
        <TextField label={t('template_category', 'Category')} value={category} onChange={(e) => setCategory(e.target.value)} disabled={readOnly} hint={t('template_category_help', 'Empty removes the category.')} />
        {readOnly ? null : (
          <Button type="submit" variant="secondary" loading={categoryState.isLoading}>
            {t('template_save_category', 'Save category')}
          </Button>
        )}
      </form>
      <h3>{t('template_tags', 'Tags')}</h3>
      {template.tags.length ? (
        <ul className="ta-tags" style={{ listStyle: 'none', padding: 0 }}>
          {template.tags.map((name) => (
            <li key={name} className="ta-tag">
              {name}
              {readOnly ? null : (
                <button
                  type="button"
                  aria-label={t('template_remove_tag', 'Remove tag {{tag}}', { tag: name })}
                  onClick={() => void saveTags({ id: template.template_id, tags: template.tags.filter((x) => x !== name) })}
                >
                  ×
                </button>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('template_no_tags', 'No tags yet.')}</p>
      )}
      {readOnly ? null : (
        <form className="ta-inline" onSubmit={addTag} aria-label={t('template_add_tag', 'Add tag')}>
          <TextField label={t('template_new_tag', 'New tag')} value={tag} maxLength={100} onChange={(e) => setTag(e.target.value)} />
          <Button type="submit" variant="secondary" loading={tagsState.isLoading}>
            {t('template_add_tag', 'Add tag')}
          </Button>
        </form>
      )}
      {error ? (
        <p role="alert" className="ta-error">
          {apiErrorText(t, error)}
        </p>
      ) : null}
    </div>
  );
}
