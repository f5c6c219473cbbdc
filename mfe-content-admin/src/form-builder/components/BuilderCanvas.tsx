import { useState, type DragEvent } from 'react';
import { Button, useT } from '@attest/shared-ui';
import { DATATYPE_TEXTS } from '../builder-texts';
import { builderReducer, positionOf, type BuilderAction, type BuilderState, type Position } from '../state/builder-reducer';

export interface BuilderCanvasProps {
  state: BuilderState;
  dispatch: (action: BuilderAction) => void;
  readOnly: boolean;
}

const DRAG_TYPE = 'application/x-attest-field';

/**
 * The form's sections and rows. A field moves by dragging it onto a row or a gap between rows, or with its
 * arrow buttons / Alt+arrow keys (left/right in the row, up/down across rows); each move is announced.
 */
export function BuilderCanvas({ state, dispatch, readOnly }: BuilderCanvasProps) {
  const { t } = useT();
  const [announcement, setAnnouncement] = useState('');
  const [dropTarget, setDropTarget] = useState<string | null>(null);

  const announce = (key: string, sections: BuilderState['sections']) => {
    const at = positionOf(sections, key);
    const name = state.fields[key]?.label || state.fields[key]?.name || key;
    if (at) {
      setAnnouncement(t('builder_moved', '{{name}} moved to section {{section}}, row {{row}}, place {{place}}', { name, section: at.section + 1, row: at.row + 1, place: at.index + 1 }));
    }
  };
  const nudge = (key: string, direction: 'up' | 'down' | 'left' | 'right') => {
    const action: BuilderAction = { type: 'nudge', key, direction };
    dispatch(action);
    // Announced from the same reducer's result.
    announce(key, builderReducer(state, action).sections);
  };
  const drop = (e: DragEvent, to: Position) => {
    e.preventDefault();
    setDropTarget(null);
    const key = e.dataTransfer.getData(DRAG_TYPE);
    if (key && state.fields[key]) {
      dispatch({ type: 'move', key, to });
      announce(key, builderReducer(state, { type: 'move', key, to }).sections);
    }
  };
  const dropProps = (id: string, to: Position) => readOnly ? {} : {
    onDragOver: (e: DragEvent) => {
      if (e.dataTransfer.types.includes(DRAG_TYPE)) {
        e.preventDefault();
        setDropTarget(id);
      }
    },
    onDragLeave: () => setDropTarget((cur) => (cur === id ? null : cur)),
    onDrop: (e: DragEvent) => drop(e, to),
  };

  return (
    <div className="fb-canvas" aria-label={t('builder_canvas', 'Form layout')} role="region">
      <p className="fb-sr" aria-live="polite" data-testid="fb-announcer">{announcement}</p>
      {state.sections.map((section, s) => (
        <section key={s} className="fb-section" aria-label={section.title_translation_key || t('builder_section_n', 'Section {{n}}', { n: s + 1 })}>
          <div className="fb-section-head">
            <input
              className="fb-section-title"
              aria-label={t('builder_section_title', 'Section title (translation key)')}
              value={section.title_translation_key}
              placeholder={t('builder_section_n', 'Section {{n}}', { n: s + 1 })}
              readOnly={readOnly}
              onChange={(e) => dispatch({ type: 'renameSection', section: s, title: e.target.value })}
            />
          </div>
          {section.rows.map((row, r) => (
            <div key={`${s}-${r}`}>
              <div className={`fb-gap${dropTarget === `g${s}-${r}` ? ' fb-drop' : ''}`} {...dropProps(`g${s}-${r}`, { section: s, row: r, index: 0, newRow: true })} />
              <div className={`fb-row${dropTarget === `r${s}-${r}` ? ' fb-drop' : ''}`} {...dropProps(`r${s}-${r}`, { section: s, row: r, index: row.length })} data-testid={`fb-row-${s}-${r}`}>
                {row.map((key) => {
                  const f = state.fields[key];
                  const label = f.label || f.name;
                  const selected = state.selected === key;
                  return (
                    <div
                      key={key}
                      className={`fb-chip${selected ? ' fb-selected' : ''}`}
                      style={{ flexGrow: f.col_lg }}
                      draggable={!readOnly}
                      onDragStart={(e) => e.dataTransfer.setData(DRAG_TYPE, key)}
                      data-testid={`fb-field-${f.name}`}
                    >
                      <button
                        type="button"
                        className="fb-chip-name"
                        aria-pressed={selected}
                        onClick={() => dispatch({ type: 'select', key })}
                        onKeyDown={(e) => {
                          const dir = ({ ArrowUp: 'up', ArrowDown: 'down', ArrowLeft: 'left', ArrowRight: 'right' } as const)[e.key as 'ArrowUp'];
                          if (e.altKey && dir && !readOnly) {
                            e.preventDefault();
                            nudge(key, dir);
                          }
                        }}
                        aria-keyshortcuts="Alt+ArrowUp Alt+ArrowDown Alt+ArrowLeft Alt+ArrowRight"
                      >
                        <span className="fb-chip-label">{label}</span>
                        <span className="fb-chip-type">{t(...(DATATYPE_TEXTS[f.datatype_id] ?? ['builder_dt_other', 'Field']))} · {f.col_lg}/{f.col_md}/{f.col_sm}</span>
                      </button>
                      {!readOnly && (
                        <span className="fb-chip-moves">
                          <Button variant="link" aria-label={t('builder_move_up', 'Move {{name}} up', { name: label })} onClick={() => nudge(key, 'up')}>↑</Button>
                          <Button variant="link" aria-label={t('builder_move_down', 'Move {{name}} down', { name: label })} onClick={() => nudge(key, 'down')}>↓</Button>
                          <Button variant="link" aria-label={t('builder_move_left', 'Move {{name}} left', { name: label })} onClick={() => nudge(key, 'left')}>←</Button>
                          <Button variant="link" aria-label={t('builder_move_right', 'Move {{name}} right', { name: label })} onClick={() => nudge(key, 'right')}>→</Button>
                        </span>
                      )}
                    </div>
                  );
                })}
              </div>
            </div>
          ))}
          <div className={`fb-gap fb-gap-end${dropTarget === `e${s}` ? ' fb-drop' : ''}`} {...dropProps(`e${s}`, { section: s, row: section.rows.length, index: 0, newRow: true })}>
            {!section.rows.length && <span className="fb-empty">{t('builder_section_empty', 'Add fields from the palette or drag them here.')}</span>}
          </div>
        </section>
      ))}
      {!readOnly && (
        <Button variant="secondary" onClick={() => dispatch({ type: 'addSection', title: '' })}>{t('builder_add_section', 'Add a section')}</Button>
      )}
    </div>
  );
}
