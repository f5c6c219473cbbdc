import { useMemo } from 'react';
import { codeKey, contentKey, fieldLabelKey, type ContentKind, type DynamicField } from '@attest/contracts';
import { useT } from './useT';

export interface ContentText {
  /** A template name, package name, job category ... in the page's language (the English as stored is the fallback). */
  content: (kind: ContentKind, text: string | null | undefined) => string;
  /** An option's text: `code_<category>_<code>`, else the stored value. */
  code: (option: { category?: string | null; code: string; value: string }) => string;
  /** A dynamic field's label: its translation_display_key, else the key derived from its label. */
  fieldLabel: (field: Pick<DynamicField, 'translation_display_key' | 'desc' | 'name'>) => string;
}

/**
 * Customer content shown in the page's language (contracts' content keys, decision 0018). Without a
 * translation for the key the text shows as stored.
 */
export function useContentText(): ContentText {
  const { t } = useT();
  return useMemo<ContentText>(
    () => ({
      content: (kind, text) => (text ? t(contentKey(kind, text), text) : (text ?? '')),
      code: (option) => t(codeKey(option.category, option.code), option.value),
      fieldLabel: (field) => t(fieldLabelKey(field), field.desc || field.name),
    }),
    [t],
  );
}
