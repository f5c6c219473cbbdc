import { Button, useT } from '@attest/shared-ui';
import { DATATYPE_TEXTS } from '../builder-texts';
import type { BuilderAction } from '../state/builder-reducer';

/** Every datatype of the spec as a button: adds the field at the end of the last section and selects it. */
export function FieldPalette({ dispatch, readOnly }: { dispatch: (a: BuilderAction) => void; readOnly: boolean }) {
  const { t } = useT();
  return (
    <div className="fb-palette" role="group" aria-label={t('builder_palette', 'Add a field')}>
      <h3>{t('builder_palette', 'Add a field')}</h3>
      <div className="fb-palette-list">
        {Object.entries(DATATYPE_TEXTS).map(([id, [key, english]]) => (
          <Button key={id} variant="secondary" disabled={readOnly} onClick={() => dispatch({ type: 'add', datatypeId: Number(id) })} data-testid={`fb-add-${id}`}>
            + {t(key, english)}
          </Button>
        ))}
      </div>
    </div>
  );
}
