import { FieldArray, getIn, useFormikContext } from 'formik';
import { Button, Card, useT } from '@attest/shared-ui';
import { BasicField } from './BasicField';
import { emptyRow, type RowSpec, type RowValues } from './basic-info-rows';

/**
 * A list of rows (emergency contacts, licenses, references): add a row, remove a row. A removed row that was
 * saved before is sent as removed on the next save (deleted: true, or active 0 for references).
 */
export function RowsCard<T>({ spec }: { spec: RowSpec<T> }) {
  const { t } = useT();
  const { values } = useFormikContext<Record<string, unknown>>();
  const rows = (getIn(values, spec.list) as RowValues[] | undefined) ?? [];
  return (
    <Card title={t(spec.title[0], spec.title[1])}>
      <FieldArray name={spec.list}>
        {(helpers) => (
          <div className="aw-rows">
            {rows.length === 0 ? <p className="aw-muted">{t('no_rows_yet', 'None added yet.')}</p> : null}
            {rows.map((row, index) => {
              const title = t(spec.rowTitle[0], spec.rowTitle[1], { n: index + 1 });
              return (
                <div key={row._key} className="aw-row" role="group" aria-label={title} data-row={spec.list}>
                  <div className="aw-row__head">
                    <h3 className="aw-row__title">{title}</h3>
                    <Button variant="link" onClick={() => helpers.remove(index)} aria-label={t('remove_row', 'Remove {{title}}', { title })}>
                      {t('remove', 'Remove')}
                    </Button>
                  </div>
                  <div className="at-dyn-grid">
                    {spec.fields.map((f) => (
                      <BasicField key={f.name} field={f} path={`${spec.list}[${index}].${f.name}`} />
                    ))}
                  </div>
                </div>
              );
            })}
            <div>
              <Button variant="secondary" onClick={() => helpers.push(emptyRow(spec))}>
                {t(spec.addLabel[0], spec.addLabel[1])}
              </Button>
            </div>
          </div>
        )}
      </FieldArray>
    </Card>
  );
}
