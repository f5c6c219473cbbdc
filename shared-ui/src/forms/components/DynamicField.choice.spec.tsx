import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STATE_LIST } from '@attest/contracts';
import { ControlledField } from '../testing/ControlledField';
import { makeCodes, makeField } from '../testing/make-field';

const shownValue = () => JSON.parse(screen.getByTestId('value').textContent ?? 'null') as unknown;
const codes = makeCodes(['a', 'Alpha'], ['b', 'Beta']);

describe('DynamicField — choices and clear buttons', () => {
  it('dropdown (7): options from codes; no clear button without allow_clear', async () => {
    const user = userEvent.setup();
    render(<ControlledField field={makeField({ name: 'pick', desc: 'Pick', datatype_id: 7, codes })} />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Pick' }), 'b');
    expect(shownValue()).toBe('b');
    expect(screen.queryByRole('button', { name: 'Clear Pick' })).toBeNull();
  });

  it('dropdown with allow_clear has a clear button, disabled under workflowReadOnly', async () => {
    const user = userEvent.setup();
    const field = makeField({ name: 'pick', desc: 'Pick', datatype_id: 7, codes, allow_clear: true });
    const { unmount } = render(<ControlledField field={field} initial="a" />);
    await user.click(screen.getByRole('button', { name: 'Clear Pick' }));
    expect(shownValue()).toBe('');
    unmount();
    render(<ControlledField field={field} initial="a" workflowReadOnly />);
    expect(screen.getByRole('button', { name: 'Clear Pick' })).toBeDisabled();
  });

  it('multi-select dropdown (params.isMultiSelect) stores a list', async () => {
    const user = userEvent.setup();
    render(<ControlledField field={makeField({ name: 'multi', desc: 'Multi', datatype_id: 7, codes, params: { isMultiSelect: true } })} />);
    await user.selectOptions(screen.getByRole('listbox', { name: 'Multi' }), ['a', 'b']);
    expect(shownValue()).toEqual(['a', 'b']);
  });

  it('state (27): US states and Canadian provinces', async () => {
    const user = userEvent.setup();
    render(<ControlledField field={makeField({ name: 'state', desc: 'State', datatype_id: 27 })} />);
    const select = screen.getByRole('combobox', { name: 'State' });
    expect(within(select).getAllByRole('option')).toHaveLength(STATE_LIST.length + 1);
    await user.selectOptions(select, 'ON');
    expect(shownValue()).toBe('ON');
    expect(within(select).getByRole('option', { name: 'Texas' })).toHaveValue('TX');
  });

  it('radio group (10): clear shown only with a value and not read-only; disabled under workflowReadOnly', async () => {
    const user = userEvent.setup();
    const field = makeField({ name: 'size', desc: 'Size', datatype_id: 10, codes });
    const { unmount } = render(<ControlledField field={field} />);
    expect(screen.getByRole('group', { name: 'Size' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear Size' })).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Beta' }));
    expect(shownValue()).toBe('b');
    await user.click(screen.getByRole('button', { name: 'Clear Size' }));
    expect(shownValue()).toBe('');
    expect(screen.getByRole('radio', { name: 'Beta' })).not.toBeChecked();
    unmount();
    const view = render(<ControlledField field={field} initial="a" readOnly />);
    expect(screen.queryByRole('button', { name: 'Clear Size' })).toBeNull();
    view.unmount();
    render(<ControlledField field={field} initial="a" workflowReadOnly />);
    expect(screen.getByRole('button', { name: 'Clear Size' })).toBeDisabled();
  });

  it('yes/no (17): stores 1/0 and offers clear (to null) only when the value is not null', async () => {
    const user = userEvent.setup();
    render(<ControlledField field={makeField({ name: 'ok', desc: 'Agree', datatype_id: 17 })} />);
    expect(screen.queryByRole('button', { name: 'Clear Agree' })).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'No' }));
    expect(shownValue()).toBe('0');
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(shownValue()).toBe('1');
    await user.click(screen.getByRole('button', { name: 'Clear Agree' }));
    expect(shownValue()).toBeNull();
  });

  it('single checkbox (12) stores 1 and 0', async () => {
    const user = userEvent.setup();
    render(<ControlledField field={makeField({ name: 'agree', desc: 'I agree', datatype_id: 12 })} initial="0" />);
    const box = screen.getByRole('checkbox', { name: 'I agree' });
    await user.click(box);
    expect(shownValue()).toBe('1');
    await user.click(box);
    expect(shownValue()).toBe('0');
  });

  it('checkbox group (19 and 18) keeps a list in code order, reading a stored "||" value', async () => {
    const user = userEvent.setup();
    const many = makeCodes(['x', 'X'], ['y', 'Y'], ['z', 'Z']);
    const { unmount } = render(<ControlledField field={makeField({ name: 'g', desc: 'G', datatype_id: 19, codes: many })} initial="z||x" />);
    expect(screen.getByRole('checkbox', { name: 'X' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Y' }));
    expect(shownValue()).toEqual(['x', 'y', 'z']);
    await user.click(screen.getByRole('checkbox', { name: 'X' }));
    expect(shownValue()).toEqual(['y', 'z']);
    unmount();
    render(<ControlledField field={makeField({ name: 'h', desc: 'H', datatype_id: 18, codes: many })} />);
    await user.click(screen.getByRole('checkbox', { name: 'Z' }));
    expect(shownValue()).toEqual(['z']);
  });

  it('an error on a group focuses its first option when clicked', async () => {
    const user = userEvent.setup();
    render(<ControlledField field={makeField({ name: 'size', desc: 'Size', datatype_id: 10, codes })} error="Required Field" />);
    await user.click(screen.getByText('Required Field'));
    expect(screen.getByRole('radio', { name: 'Alpha' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'Alpha' })).not.toBeChecked();
  });
});
