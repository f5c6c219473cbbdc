import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ControlledField } from '../testing/ControlledField';
import { makeField } from '../testing/make-field';

const shownValue = () => JSON.parse(screen.getByTestId('value').textContent ?? 'null') as unknown;

describe('DynamicField — numbers', () => {
  it.each([
    [2, '1', '2'],
    [11, '1', '2'],
    [3, '0.25', '0.5'],
  ])('datatype %i steps by its step size', async (datatype, once, twice) => {
    const user = userEvent.setup();
    render(<ControlledField field={makeField({ name: 'n', desc: 'Amount', datatype_id: datatype })} />);
    await user.click(screen.getByRole('button', { name: 'Increase Amount' }));
    expect(shownValue()).toBe(once);
    await user.click(screen.getByRole('button', { name: 'Increase Amount' }));
    expect(shownValue()).toBe(twice);
    await user.click(screen.getByRole('button', { name: 'Decrease Amount' }));
    expect(shownValue()).toBe(once);
  });

  it('the minus stepper stops at 0 unless negatives are allowed', async () => {
    const user = userEvent.setup();
    render(<ControlledField field={makeField({ name: 'n', desc: 'Amount', datatype_id: 2 })} initial="0" />);
    await user.click(screen.getByRole('button', { name: 'Decrease Amount' }));
    expect(shownValue()).toBe('0');
  });

  it('workflowReadOnly disables the steppers but not the input', () => {
    render(<ControlledField field={makeField({ name: 'n', desc: 'Amount', datatype_id: 2 })} workflowReadOnly />);
    expect(screen.getByRole('button', { name: 'Increase Amount' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Decrease Amount' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Amount' })).toBeEnabled();
  });

  it('commas are stripped on blur; money keeps 2 decimals, other numbers become integers', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<ControlledField field={makeField({ name: 'n', desc: 'Count', datatype_id: 2 })} />);
    await user.type(screen.getByRole('textbox', { name: 'Count' }), '1,234.7');
    await user.tab();
    expect(shownValue()).toBe('1234');
    unmount();
    render(<ControlledField field={makeField({ name: 'm', desc: 'Pay', datatype_id: 2, params: { is_money: true } })} />);
    await user.type(screen.getByRole('textbox', { name: 'Pay' }), '1,234.5');
    await user.tab();
    expect(shownValue()).toBe('1234.50');
  });
});

describe('DynamicField — date picker (4)', () => {
  const today = '2024-06-15';

  it('letters cannot be typed, slashes come after 2 and 5 characters, a complete date is stored YYYY-MM-DD', async () => {
    const user = userEvent.setup();
    render(<ControlledField field={makeField({ name: 'start_date', desc: 'Start date', datatype_id: 4 })} today={today} />);
    const input = screen.getByRole('textbox', { name: 'Start date' });
    await user.type(input, '0a3');
    expect(input).toHaveValue('03/');
    await user.type(input, '1x42');
    expect(input).toHaveValue('03/14/2');
    await user.type(input, '024999');
    expect(input).toHaveValue('03/14/2024');
    expect(shownValue()).toBe('2024-03-14');
  });

  const calendarOf = (container: HTMLElement) => container.querySelector('input[type="date"]')!;

  it('one control per date: the typed box with a calendar button, the browser picker behind it out of reach', async () => {
    const user = userEvent.setup();
    const { container } = render(<ControlledField field={makeField({ name: 'd', desc: 'Day', datatype_id: 4 })} today={today} />);
    // Only the typed box is a form control a person meets; the picker input is hidden and not tabbable.
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
    const picker = calendarOf(container) as HTMLInputElement;
    expect(picker).toHaveAttribute('aria-hidden', 'true');
    expect(picker).toHaveAttribute('tabindex', '-1');
    const shown = jest.fn();
    picker.showPicker = shown;
    await user.click(screen.getByRole('button', { name: 'Open the calendar: Day' }));
    expect(shown).toHaveBeenCalledTimes(1);
    // Tab from the box goes to the calendar button, never to the hidden picker.
    await user.click(screen.getByRole('textbox', { name: 'Day' }));
    await user.tab();
    expect(screen.getByRole('button', { name: 'Open the calendar: Day' })).toHaveFocus();
  });

  it('a date picked in the calendar is typed into the box and stored', () => {
    const { container } = render(<ControlledField field={makeField({ name: 'd', desc: 'Day', datatype_id: 4 })} today={today} />);
    fireEvent.change(calendarOf(container), { target: { value: '2020-05-06' } });
    expect(screen.getByRole('textbox', { name: 'Day' })).toHaveValue('05/06/2020');
    expect(shownValue()).toBe('2020-05-06');
  });

  it('a stored date shows as MM/DD/YYYY and the calendar is limited to ±100 years by default', () => {
    const { container } = render(<ControlledField field={makeField({ name: 'd', desc: 'Day', datatype_id: 4 })} initial="2001-02-03" today={today} />);
    expect(screen.getByRole('textbox', { name: 'Day' })).toHaveValue('02/03/2001');
    const calendar = calendarOf(container);
    expect(calendar).toHaveAttribute('min', '1924-06-15');
    expect(calendar).toHaveAttribute('max', '2124-06-15');
    expect(calendar).toHaveValue('2001-02-03');
  });

  it("min/max from params; an out-of-range or impossible date says 'Please select a valid date'", async () => {
    const user = userEvent.setup();
    const { container } = render(<ControlledField field={makeField({ name: 'd', desc: 'Day', datatype_id: 4, params: { min_date: '2024-01-01', max_date: '2024-12-31' } })} today={today} />);
    expect(calendarOf(container)).toHaveAttribute('min', '2024-01-01');
    await user.type(screen.getByRole('textbox', { name: 'Day' }), '12312023');
    expect(screen.getByRole('alert')).toHaveTextContent('Please select a valid date');
    expect(shownValue()).toBe('12/31/2023');
    await user.clear(screen.getByRole('textbox', { name: 'Day' }));
    await user.type(screen.getByRole('textbox', { name: 'Day' }), '02302024');
    expect(screen.getByRole('alert')).toHaveTextContent('Please select a valid date');
  });

  it("an incomplete entry on blur says 'Invalid date format, expected: MM/DD/YYYY'", async () => {
    const user = userEvent.setup();
    render(<ControlledField field={makeField({ name: 'd', desc: 'Day', datatype_id: 4 })} today={today} />);
    await user.type(screen.getByRole('textbox', { name: 'Day' }), '0314');
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid date format, expected: MM/DD/YYYY');
  });

  it('with time: 96 options in 15-minute steps, stored with the date', async () => {
    const user = userEvent.setup();
    render(<ControlledField field={makeField({ name: 'd', desc: 'Appointment', datatype_id: 4, params: { with_time: true } })} today={today} />);
    await user.type(screen.getByRole('textbox', { name: 'Appointment' }), '07042024');
    const time = screen.getByRole('combobox', { name: 'Time of Appointment' });
    expect(time.querySelectorAll('option')).toHaveLength(97);
    await user.selectOptions(time, '2:45 pm');
    expect(shownValue()).toBe('2024-07-04 14:45');
  });
});
