import type { BuilderField, BuilderForm } from '../api/builder-types';
import { builderReducer, emptyState, fieldOrder, toSaveInput, type BuilderState } from './builder-reducer';
import { toPreviewTemplate } from './preview-template';
import { checkCalculation } from './calculation-check';

const field = (id: number, name: string, over: Partial<BuilderField> = {}): BuilderField => ({
  key: `f${id}`, field_id: id, datatype_id: 1, name, label: name, required: false, field_type: null, model_field: null, mask: null, translation_display_key: null,
  trigger_show: true, disabled: false, exclude_from_doc: false, col_lg: 9, col_md: 9, col_sm: 12, params: {}, codes: [], ...over,
});
const form = (over: Partial<BuilderForm> = {}): BuilderForm => ({
  template_id: 5, name: 'T', template_type_id: 4, version: 3, has_pdf: false, pdf_pages: [],
  fields: [field(1, 'a'), field(2, 'b'), field(3, 'c')], layout: null, rules: [], ...over,
});
const run = (state: BuilderState, ...actions: Parameters<typeof builderReducer>[1][]) => actions.reduce(builderReducer, state);

describe('builder reducer', () => {
  it('loads a form without layout as one field per row and saves it back as null while unchanged in shape', () => {
    const s = run(emptyState, { type: 'load', form: form() });
    expect(s.sections).toEqual([{ title_translation_key: '', rows: [['f1'], ['f2'], ['f3']] }]);
    expect(toSaveInput(s)).toMatchObject({ base_version: 3, layout: null, rules: [] });
    expect(s.dirty).toBe(false);
  });

  it('moves with the keyboard: up joins the row above, right/left swap in the row, down splits back out', () => {
    let s = run(emptyState, { type: 'load', form: form() }, { type: 'nudge', key: 'f3', direction: 'up' });
    expect(s.sections[0].rows).toEqual([['f1'], ['f2', 'f3']]);
    s = run(s, { type: 'nudge', key: 'f3', direction: 'left' });
    expect(s.sections[0].rows).toEqual([['f1'], ['f3', 'f2']]);
    s = run(s, { type: 'nudge', key: 'f3', direction: 'down' });
    expect(s.sections[0].rows).toEqual([['f1'], ['f2'], ['f3']]);
    s = run(s, { type: 'nudge', key: 'f1', direction: 'up' });
    expect(s.sections[0].rows).toEqual([['f1'], ['f2'], ['f3']]);
    s = run(s, { type: 'nudge', key: 'f1', direction: 'down' });
    expect(s.sections[0].rows).toEqual([['f1', 'f2'], ['f3']]);
    s = run(s, { type: 'nudge', key: 'f1', direction: 'right' });
    expect(fieldOrder(s)).toEqual(['f2', 'f1', 'f3']);
    expect(s.dirty).toBe(true);
    expect(toSaveInput(s).layout).toEqual([{ title_translation_key: '', rows: [['f2', 'f1'], ['f3']] }]);
    expect(toSaveInput(s).fields.map((f) => f.name)).toEqual(['b', 'a', 'c']);
  });

  it('moves across sections and by drop position', () => {
    let s = run(emptyState, { type: 'load', form: form() }, { type: 'addSection', title: 'pay' }, { type: 'move', key: 'f1', to: { section: 1, row: 0, index: 0, newRow: true } });
    expect(s.sections.map((x) => x.rows)).toEqual([[['f2'], ['f3']], [['f1']]]);
    s = run(s, { type: 'nudge', key: 'f1', direction: 'up' });
    expect(s.sections.map((x) => x.rows)).toEqual([[['f2'], ['f3'], ['f1']], []]);
    s = run(s, { type: 'move', key: 'f2', to: { section: 0, row: 1, index: 1 } });
    expect(s.sections[0].rows).toEqual([['f3', 'f2'], ['f1']]);
  });

  it('adds every kind with a unique name, removes a field with the rules naming it', () => {
    let s = run(emptyState, { type: 'load', form: form() }, { type: 'add', datatypeId: 7 }, { type: 'add', datatypeId: 28 });
    const [dropdown, calc] = fieldOrder(s).slice(3).map((k) => s.fields[k]);
    expect(dropdown).toMatchObject({ datatype_id: 7, name: 'field_1', field_id: null, codes: [{ code: '1', value: 'Option 1', is_default: false }] });
    expect(calc).toMatchObject({ datatype_id: 28, name: 'field_2', params: { calculation: { operation: '' } } });
    expect(s.selected).toBe(calc.key);
    s = run(s, { type: 'addRule', rule: { source: dropdown.key, op: 'is', value: '1', action: 'show', target: 'f1' } }, { type: 'remove', key: dropdown.key });
    expect(s.rules).toEqual([]);
    expect(fieldOrder(s)).toEqual(['f1', 'f2', 'f3', calc.key]);
  });

  it('builds the preview template with the trigger rows the server stores ("is not" as the opposite action)', () => {
    const s = run(emptyState, { type: 'load', form: form() }, { type: 'add', datatypeId: 1 },
      { type: 'addRule', rule: { source: 'f1', op: 'is_not', value: 'x', action: 'show', target: 'new1' } });
    const t = toPreviewTemplate(s, 'T', 4);
    const source = t.fields.find((f) => f.name === 'a')!;
    const target = t.fields.find((f) => f.name === 'field_1')!;
    expect(target.field_id).toBeLessThan(0);
    expect(source.triggers).toEqual([{ trigger_id: 1, field_id: 1, trigger: 'x', actions: [{ action_id: 1, trigger_id: 1, action_target_type: 'field', action_target_id: target.field_id, action: 'hide' }] }]);
    expect(t.layout![0].rows.flat()).toEqual(['a', 'b', 'c', 'field_1']);
  });

  it('checks a calculation with the contracts parser: syntax, unknown names, the names it reads', () => {
    expect(checkCalculation('hours * rate', ['hours', 'rate'])).toEqual({ error: null, refs: ['hours', 'rate'] });
    expect(checkCalculation('hours * (rate', ['hours', 'rate']).error).toBe('calculation_invalid');
    expect(checkCalculation('alert(1)', ['hours']).error).toBe('calculation_invalid');
    expect(checkCalculation('hours * bonus', ['hours']).error).toBe('calculation_unknown_field');
    expect(checkCalculation(' ', []).error).toBe('calculation_required');
  });
});
