import { Button, useT } from '@attest/shared-ui';
import type { BuilderCode } from '../api/builder-types';

/** The options of a choice field: code, label, default; add, edit, reorder, remove. */
export function CodesEditor({ codes, onChange, readOnly }: { codes: BuilderCode[]; onChange: (codes: BuilderCode[]) => void; readOnly: boolean }) {
  const { t } = useT();
  const set = (i: number, patch: Partial<BuilderCode>) => onChange(codes.map((c, j) => (j === i ? { ...c, ...patch } : c)));
  const swap = (i: number, j: number) => {
    const next = [...codes];
    [next[i], next[j]] = [next[j], next[i]];
    onChange(next);
  };
  const duplicates = new Set(codes.map((c) => c.code).filter((c, i, all) => all.indexOf(c) !== i));
  return (
    <fieldset className="fb-codes">
      <legend>{t('builder_codes', 'Options')}</legend>
      {codes.map((c, i) => (
        <div className="fb-code" key={i}>
          <input aria-label={t('builder_code_code', 'Code of option {{n}}', { n: i + 1 })} value={c.code} readOnly={readOnly} onChange={(e) => set(i, { code: e.target.value })} aria-invalid={duplicates.has(c.code) || !c.code} />
          <input aria-label={t('builder_code_value', 'Label of option {{n}}', { n: i + 1 })} value={c.value} readOnly={readOnly} onChange={(e) => set(i, { value: e.target.value })} aria-invalid={!c.value} />
          <label className="fb-inline">
            <input type="checkbox" checked={c.is_default} disabled={readOnly} onChange={(e) => set(i, { is_default: e.target.checked })} />
            {t('builder_code_default', 'Default')}
          </label>
          {!readOnly && (
            <span className="fb-code-actions">
              <Button variant="link" disabled={i === 0} aria-label={t('builder_code_up', 'Move option {{n}} up', { n: i + 1 })} onClick={() => swap(i, i - 1)}>↑</Button>
              <Button variant="link" disabled={i === codes.length - 1} aria-label={t('builder_code_down', 'Move option {{n}} down', { n: i + 1 })} onClick={() => swap(i, i + 1)}>↓</Button>
              <Button variant="link" aria-label={t('builder_code_remove', 'Remove option {{n}}', { n: i + 1 })} onClick={() => onChange(codes.filter((_, j) => j !== i))}>✕</Button>
            </span>
          )}
        </div>
      ))}
      {duplicates.size > 0 && <p className="fb-error" role="alert">{t('duplicate_code', 'Two options have the same code.')}</p>}
      {!readOnly && (
        <Button variant="secondary" onClick={() => onChange([...codes, { code: String(codes.length + 1), value: '', is_default: false }])}>
          {t('builder_code_add', 'Add an option')}
        </Button>
      )}
    </fieldset>
  );
}
