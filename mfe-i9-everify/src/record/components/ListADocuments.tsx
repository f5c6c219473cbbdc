import { useFormikContext } from 'formik';
import { documentReference, type I9DocumentReference } from '@attest/contracts';
import { useT } from '@attest/shared-ui';
import { I9Field } from '../../i9-common/form/I9Field';
import { dropdown } from '../../i9-common/i9-fields';
import { emptyDoc, type Section2Values } from '../section2-values';
import { DocumentFields, documentTitle, withType } from './DocumentFields';

/**
 * List A: one document, or a combination (a foreign passport with its Form I-94, and the I-20 or DS-2019 when
 * presented), each part recorded on its own row as the form has room for three.
 */
export function ListADocuments({ options, everify }: { options: I9DocumentReference[]; everify: boolean }) {
  const { t } = useT();
  const { values, setFieldValue } = useFormikContext<Section2Values>();
  const combo = documentReference(values.aSelection)?.parts ?? null;
  const select = dropdown(
    'aSelection',
    t('i9_list_a_document', 'List A document'),
    options.map((o) => ({ code: o.code, value: documentTitle(t, o) })),
    {
      required: true,
      colMdWidth: 12,
      colLgWidth: 12,
    },
  );
  const optionalPart =
    values.aDocs.find((d) => combo?.optional?.includes(d.document_type))?.document_type ?? '';
  const extra = combo?.optional?.length
    ? dropdown(
        'a_optional_part',
        t('i9_list_a_optional_part', 'Also presented (if any)'),
        combo.optional.map((code) => ({
          code,
          value: documentTitle(t, documentReference(code) ?? { titleKey: code, title: code }),
        })),
        {
          colMdWidth: 12,
          colLgWidth: 12,
        },
      )
    : null;

  const choose = (code: string) => {
    const parts = documentReference(code)?.parts;
    void setFieldValue('aSelection', code, false);
    void setFieldValue(
      'aDocs',
      parts
        ? parts.required.map((part) => emptyDoc('A', part))
        : [withType(values.aDocs[0] ?? emptyDoc('A'), code)],
      false,
    );
  };
  const chooseOptional = (code: string) => {
    const kept = values.aDocs.filter((d) => !combo?.optional?.includes(d.document_type));
    void setFieldValue('aDocs', code ? [...kept, emptyDoc('A', code)] : kept, false);
  };
  return (
    <>
      <div className="at-dyn-grid">
        <I9Field field={select} onValue={choose} />
        {extra ? <I9Field field={extra} value={optionalPart} onValue={chooseOptional} /> : null}
      </div>
      {values.aSelection
        ? values.aDocs.map((row, i) => {
            const ref = documentReference(row.document_type);
            return (
              <DocumentFields
                key={row._key}
                path={`aDocs[${i}]`}
                options={null}
                everify={everify}
                heading={ref ? documentTitle(t, ref) : t('i9_list_a_document', 'List A document')}
              />
            );
          })
        : null}
    </>
  );
}
