import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BANNER_IDS } from '@attest/contracts';
import { DynamicField } from './DynamicField';
import { ControlledField } from '../testing/ControlledField';
import { makeField } from '../testing/make-field';

const shownValue = () => JSON.parse(screen.getByTestId('value').textContent ?? 'null') as unknown;

describe('DynamicField — text-like fields and field display', () => {
  it('renders plain text with its label, a required asterisk, and stores what is typed', async () => {
    const user = userEvent.setup();
    const { container } = render(<ControlledField field={makeField({ name: 'first_name', desc: 'First name', required: true })} />);
    const input = screen.getByRole('textbox', { name: 'First name' });
    expect(container.querySelector('.at-field__label')).toHaveTextContent('First name*');
    expect(input).toHaveAttribute('aria-required', 'true');
    await user.type(input, 'Ada');
    expect(shownValue()).toBe('Ada');
  });

  it('renders a textarea for datatype 5', () => {
    render(<ControlledField field={makeField({ name: 'notes', datatype_id: 5, desc: 'Notes' })} initial="hello" />);
    const area = screen.getByRole('textbox', { name: 'Notes' });
    expect(area.tagName).toBe('TEXTAREA');
    expect(area).toHaveValue('hello');
  });

  it('uses the translation key with the description as the English fallback', () => {
    render(<ControlledField field={makeField({ name: 'x', desc: 'Middle name', translation_display_key: 'lbl_middle_name' })} />);
    expect(screen.getByRole('textbox', { name: 'Middle name' })).toBeInTheDocument();
  });

  it('shows the error as an inline label that focuses the input when clicked', async () => {
    const user = userEvent.setup();
    render(<DynamicField field={makeField({ name: 'city', desc: 'City' })} value="" onChange={() => undefined} error="Required Field" />);
    const input = screen.getByRole('textbox', { name: 'City' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Required Field');
    await user.click(screen.getByText('Required Field'));
    expect(input).toHaveFocus();
  });

  it('applies the field mask while typing: literals inserted, letters dropped from digit slots', async () => {
    const user = userEvent.setup();
    render(<ControlledField field={makeField({ name: 'code', desc: 'Code', mask: '999-AA' })} />);
    await user.type(screen.getByRole('textbox', { name: 'Code' }), '12x3ab9');
    expect(shownValue()).toBe('123-ab');
  });

  it('formats a US zip: digits and a hyphen after 5 digits only', async () => {
    const user = userEvent.setup();
    render(<ControlledField field={makeField({ name: 'zip', desc: 'Zip', params: { input_kind: 'zip' } })} />);
    await user.type(screen.getByRole('textbox', { name: 'Zip' }), '12a3456789');
    expect(shownValue()).toBe('12345-6789');
  });

  it('phone (30): letters cannot be typed and the number is shown xxx-xxx-xxxx on blur', async () => {
    const user = userEvent.setup();
    render(<ControlledField field={makeField({ name: 'mobile', desc: 'Mobile', datatype_id: 30 })} />);
    const input = screen.getByRole('textbox', { name: 'Mobile' });
    expect(input).toHaveAttribute('type', 'tel');
    await user.type(input, '(555)abc 123 4567');
    expect(shownValue()).toBe('(555) 123 4567');
    await user.tab();
    expect(shownValue()).toBe('555-123-4567');
  });

  it('concealed: password input without mask and autocomplete off; the eye toggle reveals it with the mask', async () => {
    const user = userEvent.setup();
    const field = makeField({ name: 'ssn', desc: 'SSN', mask: '999-99-9999', params: { concealed: true } });
    const { container } = render(<ControlledField field={field} />);
    const input = container.querySelector('input[name="ssn"]') as HTMLInputElement;
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('autocomplete', 'off');
    await user.type(input, '123456789');
    expect(shownValue()).toBe('123456789');
    // Leaving the field adds the mask's literals, so the value typed blind passes the mask rule.
    await user.tab();
    expect(shownValue()).toBe('123-45-6789');
    await user.click(screen.getByRole('button', { name: 'Show SSN' }));
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveAttribute('autocomplete', 'off');
    expect(screen.getByRole('button', { name: 'Hide SSN' })).toHaveAttribute('aria-pressed', 'true');
    await user.clear(input);
    await user.type(input, '987654321');
    expect(shownValue()).toBe('987-65-4321');
  });

  it('concealed: a stored value shown masked is left as it is when the hidden field is left', async () => {
    const user = userEvent.setup();
    const field = makeField({ name: 'ssn', desc: 'SSN', mask: '999-99-9999', params: { concealed: true } });
    const { container } = render(<ControlledField field={field} initial="***-**-6789" />);
    await user.click(container.querySelector('input[name="ssn"]') as HTMLInputElement);
    await user.tab();
    expect(shownValue()).toBe('***-**-6789');
  });

  it('not applicable: sets N/A (no mask), and turning it off restores the previous value', async () => {
    const user = userEvent.setup();
    const field = makeField({ name: 'license', desc: 'License', mask: '9999', params: { not_applicable: true } });
    render(<ControlledField field={field} initial="12" />);
    const toggle = screen.getByRole('checkbox', { name: 'Not applicable' });
    await user.click(toggle);
    expect(shownValue()).toBe('N/A');
    expect(screen.getByRole('textbox', { name: 'License' })).toHaveValue('N/A');
    expect(screen.getByRole('textbox', { name: 'License' })).toBeDisabled();
    await user.click(toggle);
    expect(shownValue()).toBe('12');
    expect(screen.getByRole('textbox', { name: 'License' })).toBeEnabled();
  });

  it('confirm (26): paste, copy and cut are blocked and the mask follows the confirmed phone', async () => {
    const user = userEvent.setup();
    const field = makeField({ name: 'phone_confirm', desc: 'Confirm phone', datatype_id: 26, params: { confirm: 'phone' } });
    render(<ControlledField field={field} otherValues={{ phone: '(555) 123-4567' }} />);
    const input = screen.getByRole('textbox', { name: 'Confirm phone' });
    expect(fireEvent.paste(input, { clipboardData: { getData: () => '5551234567' } })).toBe(false);
    expect(fireEvent.copy(input)).toBe(false);
    expect(fireEvent.cut(input)).toBe(false);
    await user.type(input, '5551234567');
    expect(shownValue()).toBe('(555) 123-4567');
  });

  it('confirm mask for a confirmed date MM/DD/YYYY', async () => {
    const user = userEvent.setup();
    const field = makeField({ name: 'dob_confirm', desc: 'Confirm DOB', datatype_id: 26, params: { confirm: 'dob' } });
    render(<ControlledField field={field} otherValues={{ dob: '01/02/1990' }} />);
    await user.type(screen.getByRole('textbox', { name: 'Confirm DOB' }), '01021990');
    expect(shownValue()).toBe('01/02/1990');
  });

  it('blocks copy/paste only when params.block_copy_paste is set', () => {
    const { rerender } = render(<DynamicField field={makeField({ name: 'a', desc: 'A' })} value="" onChange={() => undefined} />);
    expect(fireEvent.paste(screen.getByRole('textbox', { name: 'A' }))).toBe(true);
    rerender(<DynamicField field={makeField({ name: 'a', desc: 'A', params: { block_copy_paste: true } })} value="" onChange={() => undefined} />);
    expect(fireEvent.paste(screen.getByRole('textbox', { name: 'A' }))).toBe(false);
  });

  it('shows a banner by id and nothing for an unknown id', () => {
    const { container, rerender } = render(
      <DynamicField field={makeField({ name: 'home_phone', params: { banner_id: BANNER_IDS.basicInfoHomePhone } })} value="" onChange={() => undefined} />,
    );
    expect(screen.getByRole('note')).toHaveAttribute('data-banner-id', '1');
    rerender(<DynamicField field={makeField({ name: 'home_phone', params: { banner_id: 99 } })} value="" onChange={() => undefined} />);
    expect(container.querySelector('.at-banner')).toBeNull();
  });

  it('spans its column widths, defaulting to 9/9/12', () => {
    const { container, rerender } = render(<DynamicField field={makeField({ name: 'a' })} value="" onChange={() => undefined} />);
    const col = () => container.querySelector('.at-dyn-col') as HTMLElement;
    expect(col().style.getPropertyValue('--at-col-lg')).toBe('9');
    expect(col().style.getPropertyValue('--at-col-md')).toBe('9');
    expect(col().style.getPropertyValue('--at-col-sm')).toBe('12');
    rerender(<DynamicField field={makeField({ name: 'a', colLgWidth: 4, colMdWidth: 6, colSmWidth: 12 })} value="" onChange={() => undefined} />);
    expect(col().style.getPropertyValue('--at-col-lg')).toBe('4');
    expect(col().style.getPropertyValue('--at-col-md')).toBe('6');
  });

  it('disabled (by a trigger) disables the input', () => {
    render(<DynamicField field={makeField({ name: 'a', desc: 'A' })} value="x" disabled onChange={() => undefined} />);
    expect(screen.getByRole('textbox', { name: 'A' })).toBeDisabled();
  });
});
