import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DynamicField, FieldTrigger, FormLayoutSection, FormValues, TriggerActionKind } from '@attest/contracts';
import { i18n } from '../../i18n/i18n';
import { ConfigurableForm } from './ConfigurableForm';
import { makeCodes, makeField } from '../testing/make-field';

let actionId = 1;
const trigger = (source: DynamicField, value: string, target: DynamicField, action: TriggerActionKind): FieldTrigger => ({
  trigger_id: actionId,
  field_id: source.field_id,
  trigger: value,
  actions: [{ action_id: actionId++, trigger_id: actionId, action_target_type: 'field', action_target_id: target.field_id, action }],
});

function Harness({ fields, layout, initial = {} }: { fields: DynamicField[]; layout?: FormLayoutSection[]; initial?: FormValues }) {
  const [values, setValues] = useState<FormValues>(initial);
  return (
    <>
      <ConfigurableForm fields={fields} layout={layout} values={values} onValuesChange={(next) => setValues(next)} />
      <output data-testid="values">{JSON.stringify(values)}</output>
    </>
  );
}
const currentValues = () => JSON.parse(screen.getByTestId('values').textContent ?? '{}') as FormValues;

function showWhenYes(targetOverrides: Partial<DynamicField> = {}) {
  const source = makeField({ name: 'has_license', desc: 'Has license', datatype_id: 7, codes: makeCodes(['Y', 'Yes'], ['N', 'No']), sort_order: 1 });
  const target = makeField({ name: 'license_no', desc: 'License number', triggerShow: false, sort_order: 2, ...targetOverrides });
  source.triggers = [trigger(source, 'Y', target, 'show')];
  return { source, target };
}

describe('ConfigurableForm — sections and field actions', () => {
  it('renders sections titled through useT, rows of fields by name', async () => {
    await i18n.addResourceBundle('en', 'translation', { sec_contact: 'Contact details' }, true, true);
    const a = makeField({ name: 'email', desc: 'Email' });
    const b = makeField({ name: 'phone', desc: 'Phone', datatype_id: 30 });
    const c = makeField({ name: 'city', desc: 'City' });
    render(<Harness fields={[a, b, c]} layout={[{ title_translation_key: 'sec_contact', rows: [['email', 'phone'], ['city']] }]} />);
    const section = screen.getByRole('heading', { name: 'Contact details' }).closest('section') as HTMLElement;
    expect(within(section).getAllByRole('textbox').map((el) => el.getAttribute('name'))).toEqual(['email', 'phone', 'city']);
    expect(section.querySelectorAll('.at-dyn-grid')).toHaveLength(2);
  });

  it('a matching value shows the target; a non-matching value inverts show to hide and clears it', async () => {
    const user = userEvent.setup();
    const { source, target } = showWhenYes();
    render(<Harness fields={[source, target]} />);
    expect(screen.queryByRole('textbox', { name: 'License number' })).toBeNull();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Has license' }), 'Y');
    await user.type(screen.getByRole('textbox', { name: 'License number' }), 'L-1');
    expect(currentValues().license_no).toBe('L-1');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Has license' }), 'N');
    expect(screen.queryByRole('textbox', { name: 'License number' })).toBeNull();
    expect(currentValues().license_no).toBeNull();
  });

  it('a hide action hides on a match and shows on a non-match', async () => {
    const user = userEvent.setup();
    const source = makeField({ name: 'no_middle', desc: 'No middle name', datatype_id: 12, sort_order: 1 });
    const target = makeField({ name: 'middle', desc: 'Middle name', sort_order: 2 });
    source.triggers = [trigger(source, '1', target, 'hide')];
    render(<Harness fields={[source, target]} initial={{ no_middle: '0' }} />);
    expect(screen.getByRole('textbox', { name: 'Middle name' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox'));
    expect(screen.queryByRole('textbox', { name: 'Middle name' })).toBeNull();
    await user.click(screen.getByRole('checkbox'));
    expect(screen.getByRole('textbox', { name: 'Middle name' })).toBeInTheDocument();
  });

  it('a list value that contains the trigger value matches (checkbox group source)', async () => {
    const user = userEvent.setup();
    const source = makeField({ name: 'langs', desc: 'Languages', datatype_id: 19, codes: makeCodes(['en', 'English'], ['fr', 'French']), sort_order: 1 });
    const target = makeField({ name: 'fr_level', desc: 'French level', triggerShow: false, sort_order: 2 });
    source.triggers = [trigger(source, 'fr', target, 'show')];
    render(<Harness fields={[source, target]} />);
    await user.click(screen.getByRole('checkbox', { name: 'English' }));
    expect(screen.queryByRole('textbox', { name: 'French level' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'French' }));
    expect(currentValues().langs).toEqual(['en', 'fr']);
    expect(screen.getByRole('textbox', { name: 'French level' })).toBeInTheDocument();
  });

  it('hiding a checkbox group clears it to an empty list', async () => {
    const user = userEvent.setup();
    const { source, target } = showWhenYes({ name: 'shifts', desc: 'Shifts', datatype_id: 19, codes: makeCodes(['d', 'Day'], ['n', 'Night']) });
    render(<Harness fields={[source, target]} />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Has license' }), 'Y');
    await user.click(screen.getByRole('checkbox', { name: 'Night' }));
    expect(currentValues().shifts).toEqual(['n']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Has license' }), 'N');
    expect(screen.queryByRole('checkbox', { name: 'Night' })).toBeNull();
    expect(currentValues().shifts).toEqual([]);
  });

  it('disable and enable actions act on the target input', async () => {
    const user = userEvent.setup();
    const source = makeField({ name: 'same_address', desc: 'Same address', datatype_id: 17, sort_order: 1 });
    const target = makeField({ name: 'mailing', desc: 'Mailing address', sort_order: 2 });
    const other = makeField({ name: 'notes', desc: 'Notes', disabled: true, sort_order: 3 });
    source.triggers = [trigger(source, '1', target, 'disable'), trigger(source, '1', other, 'enable')];
    render(<Harness fields={[source, target, other]} />);
    expect(screen.getByRole('textbox', { name: 'Mailing address' })).toBeEnabled();
    expect(screen.getByRole('textbox', { name: 'Notes' })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(screen.getByRole('textbox', { name: 'Mailing address' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Notes' })).toBeEnabled();
    await user.click(screen.getByRole('radio', { name: 'No' }));
    expect(screen.getByRole('textbox', { name: 'Mailing address' })).toBeEnabled();
  });

  it('recomputes calculated fields as inputs change', async () => {
    const user = userEvent.setup();
    const hours = makeField({ name: 'hours', desc: 'Hours', datatype_id: 2, sort_order: 1 });
    const rate = makeField({ name: 'rate', desc: 'Rate', datatype_id: 2, sort_order: 2 });
    const total = makeField({
      name: 'total', desc: 'Total', datatype_id: 28, sort_order: 3,
      params: { calculation: { fields: [{ name: 'hours' }, { name: 'rate' }], operation: 'hours * rate', is_money: true } },
    });
    render(<Harness fields={[hours, rate, total]} />);
    await user.type(screen.getByRole('textbox', { name: 'Hours' }), '4');
    await user.type(screen.getByRole('textbox', { name: 'Rate' }), '12.5');
    expect(screen.getByRole('textbox', { name: 'Total' })).toHaveValue('50.00');
    expect(screen.getByRole('textbox', { name: 'Total' })).toHaveAttribute('readonly');
  });
});
