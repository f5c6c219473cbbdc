import { DATATYPE } from '../datatypes';
import { codes, makeField, trigger } from '../test-support/make-field';
import { applyTriggerChange, applyValueChange } from './apply-value-change';
import { computeFieldStates, triggerMatches } from './field-states';

const source = (triggers: ReturnType<typeof trigger>[], over = {}) => makeField({ name: 'src', field_id: 1, datatype_id: DATATYPE.DROPDOWN, codes: codes('a', 'b', 'c'), triggers, sort_order: 1, ...over });
const target = (id: number, name: string, over = {}) => makeField({ name, field_id: id, sort_order: id, ...over });

describe('triggerMatches', () => {
  it('equal value, list value, joined list', () => {
    expect(triggerMatches('a', 'a')).toBe(true);
    expect(triggerMatches('ab', 'a')).toBe(false);
    expect(triggerMatches(['x', 'a'], 'a')).toBe(true);
    expect(triggerMatches('x||a', 'a')).toBe(true);
    expect(triggerMatches(null, 'a')).toBe(false);
  });
});

describe('computeFieldStates', () => {
  it('starts from triggerShow and disabled', () => {
    const states = computeFieldStates([target(2, 't', { triggerShow: false }), target(3, 'u', { disabled: true })], {});
    expect(states).toEqual({ t: { visible: false, disabled: false }, u: { visible: true, disabled: true } });
  });
  it('show on match, hide otherwise (inverted)', () => {
    const fields = [source([trigger('a', ['show', 2])]), target(2, 't', { triggerShow: false })];
    expect(computeFieldStates(fields, { src: 'a' }).t.visible).toBe(true);
    expect(computeFieldStates(fields, { src: 'b' }).t.visible).toBe(false);
    expect(computeFieldStates(fields, {}).t.visible).toBe(false);
  });
  it('hide on match, show otherwise', () => {
    const fields = [source([trigger('a', ['hide', 2])]), target(2, 't')];
    expect(computeFieldStates(fields, { src: 'a' }).t.visible).toBe(false);
    expect(computeFieldStates(fields, { src: 'c' }).t.visible).toBe(true);
  });
  it('disable / enable act only on a match', () => {
    const fields = [source([trigger('a', ['disable', 2]), trigger('b', ['enable', 3])]), target(2, 't'), target(3, 'u', { disabled: true })];
    expect(computeFieldStates(fields, { src: 'a' })).toMatchObject({ t: { disabled: true }, u: { disabled: true } });
    expect(computeFieldStates(fields, { src: 'b' })).toMatchObject({ t: { disabled: false }, u: { disabled: false } });
    expect(computeFieldStates(fields, { src: 'c' })).toMatchObject({ t: { disabled: false }, u: { disabled: true } });
  });
  it('a matching trigger wins over an inverted one on the same target', () => {
    const fields = [source([trigger('a', ['show', 2]), trigger('b', ['show', 2])]), target(2, 't', { triggerShow: false })];
    expect(computeFieldStates(fields, { src: 'a' }).t.visible).toBe(true);
    expect(computeFieldStates(fields, { src: 'b' }).t.visible).toBe(true);
    expect(computeFieldStates(fields, { src: 'c' }).t.visible).toBe(false);
  });
  it('checkbox group lists trigger by containment', () => {
    const fields = [source([trigger('b', ['show', 2])], { datatype_id: DATATYPE.CHECKBOX_GROUP }), target(2, 't', { triggerShow: false })];
    expect(computeFieldStates(fields, { src: ['a', 'b'] }).t.visible).toBe(true);
  });
  it('a hidden source counts as empty, so chains settle', () => {
    const fields = [
      source([trigger('a', ['show', 2])]),
      target(2, 'mid', { triggerShow: false, triggers: [trigger('yes', ['show', 3])] }),
      target(3, 'leaf', { triggerShow: false }),
    ];
    expect(computeFieldStates(fields, { src: 'a', mid: 'yes' }).leaf.visible).toBe(true);
    expect(computeFieldStates(fields, { src: 'b', mid: 'yes' }).leaf.visible).toBe(false);
  });
  it('ignores other target types and unknown targets', () => {
    const t = trigger('a', ['hide', 2], ['hide', 99]);
    t.actions[0].action_target_type = 'section';
    const fields = [source([t]), target(2, 't')];
    expect(computeFieldStates(fields, { src: 'a' }).t.visible).toBe(true);
  });
});

describe('applyValueChange', () => {
  it('clears fields that become hidden; a checkbox group becomes []', () => {
    const fields = [
      source([trigger('a', ['show', 2, ], ['show', 3])]),
      target(2, 'text', { triggerShow: false }),
      target(3, 'boxes', { triggerShow: false, datatype_id: DATATYPE.CHECKBOX_GROUP }),
    ];
    const r = applyValueChange(fields, { src: 'a', text: 'hello', boxes: ['x'] }, 'src', 'b');
    expect(r.values).toMatchObject({ src: 'b', text: null, boxes: [] });
    expect(r.hidden.sort()).toEqual(['boxes', 'text']);
    expect(r.states.text.visible).toBe(false);
  });
  it('keeps values when reset is not allowed', () => {
    const fields = [source([trigger('a', ['show', 2])]), target(2, 'text', { triggerShow: false })];
    expect(applyValueChange(fields, { src: 'a', text: 'x' }, 'src', 'b', { resetHidden: false }).values.text).toBe('x');
  });
  it('clears the document capture upload and resets pay_settings_pay_type', () => {
    const fields = [
      source([trigger('a', ['show', 2], ['show', 3])]),
      target(2, 'upload', { triggerShow: false, datatype_id: DATATYPE.DOCUMENT_CAPTURE }),
      target(3, 'multi_account_pay_settings', { triggerShow: false }),
    ];
    const r = applyValueChange(fields, { src: 'a', upload: 'file-1', multi_account_pay_settings: '1', pay_settings_pay_type: 'split' }, 'src', 'c');
    expect(r.values).toMatchObject({ upload: null, multi_account_pay_settings: null, pay_settings_pay_type: '' });
  });
  it('reports newly shown required fields with no value, never datatype 18', () => {
    const fields = [
      source([trigger('a', ['show', 2], ['show', 3], ['show', 4])]),
      target(2, 'req', { triggerShow: false, required: true }),
      target(3, 'dt18', { triggerShow: false, required: true, datatype_id: DATATYPE.NO_REQUIRED_ON_SHOW }),
      target(4, 'zero', { triggerShow: false, required: true }),
    ];
    const r = applyTriggerChange(fields, { zero: '0' }, 'src', 'a');
    expect(r.shown.sort()).toEqual(['dt18', 'req', 'zero']);
    expect(r.requiredMissing).toEqual(['req']);
  });
  it('recomputes min_ot_pay and calculated fields', () => {
    const fields = [
      makeField({ name: 'minimum_pay' }),
      makeField({ name: 'hours' }),
      makeField({ name: 'total', datatype_id: DATATYPE.CALCULATED, params: { calculation: { fields: [{ name: 'hours' }, { name: 'minimum_pay' }], operation: 'hours * minimum_pay', is_money: true } } }),
    ];
    const r1 = applyValueChange(fields, { hours: '10' }, 'minimum_pay', '20');
    expect(r1.values).toMatchObject({ min_ot_pay: '30.00', total: '200.00' });
    const r2 = applyValueChange(fields, {}, 'minimum_pay_cts', '10');
    expect(r2.values.min_ot_pay).toBe('15.00');
    expect(applyValueChange(fields, { hours: '', minimum_pay: '' }, 'hours', '').values.total).toBeNull();
  });
  it('a calculated field reads values cleared by hiding', () => {
    const fields = [
      source([trigger('a', ['show', 2])]),
      target(2, 'extra', { triggerShow: false }),
      target(3, 'sum', { datatype_id: DATATYPE.CALCULATED, params: { calculation: { fields: [{ name: 'extra' }], operation: 'extra + 1' } } }),
    ];
    expect(applyValueChange(fields, { src: 'a', extra: '5', sum: '6' }, 'src', 'b').values.sum).toBe('1');
  });
});
