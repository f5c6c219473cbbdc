import { Button, TextField, useT } from '@attest/shared-ui';
import { fieldErrorText } from '../checklist-texts';
import { newKey, type DraftCategory } from '../checklist-draft';

export interface CategoriesEditorProps {
  categories: DraftCategory[];
  errors: Record<string, string>;
  readOnly: boolean;
  onChange: (next: DraftCategory[]) => void;
}

const move = <T,>(list: T[], from: number, to: number): T[] => {
  if (to < 0 || to >= list.length) {
    return list;
  }
  const next = [...list];
  const [it] = next.splice(from, 1);
  next.splice(to, 0, it);
  return next;
};

/** The checklist's categories (item sections) and their items: add, rename, move up/down, remove. */
export function CategoriesEditor({ categories, errors, readOnly, onChange }: CategoriesEditorProps) {
  const { t } = useT();
  const setCategory = (i: number, c: DraftCategory) => onChange(categories.map((x, n) => (n === i ? c : x)));
  return (
    <div className="scl-categories">
      {categories.map((c, i) => (
        <fieldset key={c.key} className="scl-category" disabled={readOnly}>
          <legend className="ca-visually-hidden">{t('scl_category_n', 'Category {{n}}', { n: i + 1 })}</legend>
          <div className="ca-row">
            <TextField
              label={t('scl_category_name', 'Category')}
              value={c.name}
              required
              error={fieldErrorText(t, errors[`categories.${i}.name`])}
              onChange={(e) => setCategory(i, { ...c, name: e.target.value })}
            />
            <div className="ca-buttons">
              <Button variant="secondary" aria-label={t('scl_category_up', 'Move category {{name}} up', { name: c.name || i + 1 })} disabled={i === 0} onClick={() => onChange(move(categories, i, i - 1))}>
                ↑
              </Button>
              <Button variant="secondary" aria-label={t('scl_category_down', 'Move category {{name}} down', { name: c.name || i + 1 })} disabled={i === categories.length - 1} onClick={() => onChange(move(categories, i, i + 1))}>
                ↓
              </Button>
              <Button variant="secondary" disabled={categories.length === 1} onClick={() => onChange(categories.filter((_, n) => n !== i))}>
                {t('scl_remove_category', 'Remove category')}
              </Button>
            </div>
          </div>
          {errors[`categories.${i}.items`] ? <p className="scl-error">{fieldErrorText(t, errors[`categories.${i}.items`])}</p> : null}
          <ol className="ca-list">
            {c.items.map((it, j) => (
              <li key={it.key}>
                <div className="ca-grow">
                  <TextField
                    label={t('scl_skill', 'Skill')}
                    value={it.skill}
                    required
                    error={fieldErrorText(t, errors[`categories.${i}.items.${j}.skill`] ?? errors[`categories.${i}.items.${j}.item_id`])}
                    onChange={(e) => setCategory(i, { ...c, items: c.items.map((x, n) => (n === j ? { ...x, skill: e.target.value } : x)) })}
                  />
                </div>
                <div className="ca-buttons">
                  <Button variant="secondary" aria-label={t('scl_item_up', 'Move {{name}} up', { name: it.skill || j + 1 })} disabled={j === 0} onClick={() => setCategory(i, { ...c, items: move(c.items, j, j - 1) })}>
                    ↑
                  </Button>
                  <Button variant="secondary" aria-label={t('scl_item_down', 'Move {{name}} down', { name: it.skill || j + 1 })} disabled={j === c.items.length - 1} onClick={() => setCategory(i, { ...c, items: move(c.items, j, j + 1) })}>
                    ↓
                  </Button>
                  <Button variant="secondary" aria-label={t('scl_remove_item', 'Remove {{name}}', { name: it.skill || j + 1 })} onClick={() => setCategory(i, { ...c, items: c.items.filter((_, n) => n !== j) })}>
                    ✕
                  </Button>
                </div>
              </li>
            ))}
          </ol>
          <Button variant="secondary" onClick={() => setCategory(i, { ...c, items: [...c.items, { key: newKey(), skill: '' }] })}>
            {t('scl_add_item', 'Add skill')}
          </Button>
        </fieldset>
      ))}
      {readOnly ? null : (
        <Button variant="secondary" onClick={() => onChange([...categories, { key: newKey(), name: '', items: [{ key: newKey(), skill: '' }] }])}>
          {t('scl_add_category', 'Add category')}
        </Button>
      )}
    </div>
  );
}
