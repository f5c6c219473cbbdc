import { useState } from 'react';
import type { TranslationCatalogRow } from '@attest/contracts';
import { Button, checkTranslationsNow, useT } from '@attest/shared-ui';
import { ErrorAlert } from '../../admin-common/ErrorAlert';
import { apiErrorText } from '../../admin-common/error-text';
import { useSaveTranslationMutation } from '../api/translations-api';

/**
 * One key side by side: English, the product's text in the language, and the customer's override (saved on
 * its own; an empty box removes the override). A refused save keeps what was typed and says why.
 */
export function TranslationRow({ row, language, canManage }: { row: TranslationCatalogRow; language: string; canManage: boolean }) {
  const { t } = useT();
  const [save, { isLoading }] = useSaveTranslationMutation();
  const [saved, setSaved] = useState(row.override);
  const [value, setValue] = useState(row.override ?? '');
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);

  const submit = async () => {
    setStatus(null);
    const next = value.trim() === '' ? null : value;
    try {
      await save({ language, key: row.key, value: next }).unwrap();
      setSaved(next);
      setStatus({ ok: true, text: next === null ? t('override_removed', 'Override removed.') : t('override_saved', 'Saved.') });
      // Open pages (this one too) ask for the new revision and show the text without a reload.
      checkTranslationsNow();
    } catch (err) {
      setStatus({ ok: false, text: apiErrorText(t, err) });
    }
  };

  return (
    <tr>
      <th scope="row" className="aa-break">
        <code>{row.key}</code>
      </th>
      <td className="aa-break">{row.english ?? <span className="aa-muted">—</span>}</td>
      <td className="aa-break">{row.product ?? <span className="aa-muted">{t('translation_missing', 'Missing')}</span>}</td>
      <td>
        {canManage ? (
          <form
            aria-label={t('override_for', 'Override for {{key}}', { key: row.key })}
            onSubmit={(e) => {
              e.preventDefault();
              void submit();
            }}
          >
            <textarea
              className="aa-textarea"
              aria-label={t('override_text', 'Your text for {{key}}', { key: row.key })}
              value={value}
              onChange={(e) => setValue(e.target.value)}
            />
            <Button type="submit" variant="secondary" loading={isLoading} disabled={(saved ?? '') === value}>
              {t('save', 'Save')}
            </Button>
            {status?.ok ? <p className="aa-ok" role="status">{status.text}</p> : <ErrorAlert message={status?.text ?? null} />}
          </form>
        ) : (
          (saved ?? <span className="aa-muted">—</span>)
        )}
      </td>
    </tr>
  );
}
