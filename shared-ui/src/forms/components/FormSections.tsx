import { useMemo } from 'react';
import type { DynamicField as DynamicFieldModel, FormLayoutSection } from '@attest/contracts';
import { useT } from '../../i18n/useT';
import { FieldList, type FieldListProps } from './FieldList';

export interface FormSectionsProps extends FieldListProps {
  /** Sections of rows of field names; without it one untitled section holds every field by sort_order. */
  layout?: readonly FormLayoutSection[] | null;
}

const bySortOrder = (fields: readonly DynamicFieldModel[]) =>
  fields.map((f, i) => ({ f, i })).sort((a, b) => a.f.sort_order - b.f.sort_order || a.i - b.i).map(({ f }) => f);

/**
 * Lays `fields` out in the layout's titled sections and rows. Only the fields passed in are placed (a
 * REQUESTER field named by the layout is simply absent in applicant mode); fields the layout does not
 * name follow in an untitled section, so nothing on the form is ever dropped from view. A section
 * whose fields are all absent or hidden by triggers is not shown.
 */
export function FormSections({ layout, fields, ...listProps }: FormSectionsProps) {
  const { t } = useT();
  const sections = useMemo(() => {
    const byName = new Map(fields.map((f) => [f.name, f]));
    const placed = new Set<string>();
    const laidOut = (layout ?? []).map((section) => ({
      title: section.title_translation_key,
      rows: section.rows.map((row) =>
        row.flatMap((name) => {
          const field = byName.get(name);
          if (!field || placed.has(name)) {
            return [];
          }
          placed.add(name);
          return [field];
        }),
      ),
    }));
    const rest = bySortOrder(fields.filter((f) => !placed.has(f.name)));
    return rest.length > 0 ? [...laidOut, { title: '', rows: [rest] }] : laidOut;
  }, [layout, fields]);

  const isShown = (f: DynamicFieldModel) => listProps.states[f.name]?.visible !== false;
  return (
    <>
      {sections.map((section, sectionIndex) =>
        section.rows.some((row) => row.some(isShown)) ? (
          <section key={`${section.title}-${sectionIndex}`} className="at-dyn-section">
            {section.title ? <h3 className="at-dyn-section__title">{t(section.title)}</h3> : null}
            {section.rows.map((row, rowIndex) => (row.length > 0 ? <FieldList key={rowIndex} {...listProps} fields={row} /> : null))}
          </section>
        ) : null,
      )}
    </>
  );
}
