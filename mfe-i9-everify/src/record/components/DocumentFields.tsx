import { useMemo } from 'react';
import { getIn, useFormikContext } from 'formik';
import { DATATYPE, documentReference, type I9DocumentReference } from '@attest/contracts';
import { useT } from '@attest/shared-ui';
import { I9Check, I9Field } from '../../i9-common/form/I9Field';
import { dropdown, FULL_ROW, i9Field } from '../../i9-common/i9-fields';
import type { Translate } from '../../i9-common/i9-text';
import type { DocValues, Section2Values } from '../section2-values';

/** A document type's title in the screen's language (the form itself records the English title). */
export const documentTitle = (t: Translate, ref: Pick<I9DocumentReference, 'titleKey' | 'title'>) =>
  t(ref.titleKey, { defaultValue: ref.title });

/** Choosing a type pre-fills the title and issuing authority the form expects (both stay editable). */
export function withType(row: DocValues, code: string): DocValues {
  const ref = documentReference(code);
  return {
    ...row,
    document_type: code,
    document_title: ref?.title ?? '',
    issuing_authority: ref?.issuingAuthority ?? '',
  };
}

/**
 * One presented document of Section 2: its type (the quick-select of the list's documents for the employee's
 * status, unless the row is a fixed part of a List A combination), title, issuing authority, number and expiration,
 * and for an E-Verify employer whether a List B document that may lack one has a photograph.
 */
export function DocumentFields({
  path,
  options,
  everify,
  heading,
}: {
  path: string;
  options: I9DocumentReference[] | null;
  everify: boolean;
  heading: string;
}) {
  const { t } = useT();
  const { values, setFieldValue } = useFormikContext<Section2Values>();
  const row = getIn(values, path) as DocValues;
  const ref = documentReference(row.document_type);
  const fields = useMemo(
    () => ({
      type: dropdown(
        `${path}.document_type`,
        t('i9_document_type', 'Document type'),
        (options ?? []).map((o) => ({ code: o.code, value: documentTitle(t, o) })),
        {
          required: true,
          colMdWidth: 12,
          colLgWidth: 12,
        },
      ),
      title: i9Field(`${path}.document_title`, t('i9_document_title', 'Document Title'), {
        required: true,
        params: { max_length: 120 },
        colLgWidth: 6,
      }),
      authority: i9Field(`${path}.issuing_authority`, t('i9_issuing_authority', 'Issuing Authority'), {
        required: true,
        params: { max_length: 120 },
        colLgWidth: 6,
      }),
      number: i9Field(`${path}.document_number`, t('i9_document_number', 'Document Number (if any)'), {
        params: { max_length: 50 },
        colLgWidth: 6,
      }),
      expiration: i9Field(`${path}.expiration_date`, t('i9_expiration_date', 'Expiration Date (if any)'), {
        datatype_id: DATATYPE.DATE,
        colLgWidth: 6,
      }),
    }),
    [path, options, t],
  );
  return (
    <div className="i9-row" role="group" aria-label={heading}>
      <h3 className="i9-row__title">{heading}</h3>
      <div className="at-dyn-grid">
        {options ? (
          <I9Field
            field={fields.type}
            onValue={(code) => void setFieldValue(path, withType(row, code), false)}
          />
        ) : null}
        <I9Field field={fields.title} />
        <I9Field field={fields.authority} />
        <I9Field field={fields.number} />
        <I9Field field={fields.expiration} />
        {everify && row.list === 'B' && ref?.photo === 'sometimes' ? (
          <div className="at-dyn-col" style={FULL_ROW}>
            <I9Check path={`${path}.has_photo`} label={t('i9_has_photo', 'This document has a photograph')} />
          </div>
        ) : null}
      </div>
    </div>
  );
}
