import { FieldArray, useFormikContext } from 'formik';
import { Button, Card, useT } from '@attest/shared-ui';
import type { Section1Fields } from '../section1-fields';
import { emptyPreparer, MAX_PREPARERS, type Section1Values } from '../section1-values';
import { I9Field, I9Radios } from '../../i9-common/form/I9Field';

/**
 * Preparer and/or translator certification (Supplement A): whether someone helped fill in Section 1, and each
 * person who did. Choosing "helped" starts one row; the rows typed stay on screen if the answer changes back.
 */
export function PreparersCard({ fields }: { fields: Section1Fields }) {
  const { t } = useT();
  const { values, setFieldValue } = useFormikContext<Section1Values>();
  const rows = (
    <FieldArray name="preparers">
      {(helpers) => (
        <div>
          {values.preparers.map((row, index) => {
            const title = t('i9_preparer_n', 'Preparer or translator {{n}}', { n: index + 1 });
            return (
              <div key={row._key} className="i9-row" role="group" aria-label={title}>
                <div className="i9-row__head">
                  <h3 className="i9-row__title">{title}</h3>
                  {values.preparers.length > 1 ? (
                    <Button
                      variant="link"
                      aria-label={t('i9_remove_preparer', 'Remove {{title}}', { title })}
                      onClick={() => helpers.remove(index)}
                    >
                      {t('i9_remove', 'Remove')}
                    </Button>
                  ) : null}
                </div>
                <div className="at-dyn-grid">
                  {fields.preparer.map((f) => (
                    <I9Field key={f.name} field={f} path={`preparers[${index}].${f.name}`} />
                  ))}
                </div>
              </div>
            );
          })}
          {values.preparers.length < MAX_PREPARERS ? (
            <Button variant="secondary" onClick={() => helpers.push(emptyPreparer())}>
              {t('i9_add_preparer', 'Add another preparer or translator')}
            </Button>
          ) : null}
        </div>
      )}
    </FieldArray>
  );
  return (
    <Card title={t('i9_supplement_a', 'Preparer and/or translator (Supplement A)')}>
      <I9Radios
        path="preparers"
        legend={t('i9_preparer_question', 'Did anyone help you fill in Section 1?')}
        value={values.i9_use_preparer ? 'yes' : 'no'}
        options={[
          { value: 'no', label: t('i9_preparer_no', 'I did not use a preparer or translator.') },
          {
            value: 'yes',
            label: t('i9_preparer_yes', 'A preparer and/or translator assisted me in completing Section 1.'),
            after: rows,
          },
        ]}
        onChoose={(choice) => {
          void setFieldValue('i9_use_preparer', choice === 'yes', false);
          if (choice === 'yes' && values.preparers.length === 0) {
            void setFieldValue('preparers', [emptyPreparer()], false);
          }
        }}
      />
    </Card>
  );
}
