import { createRef } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextField } from './TextField';

describe('TextField', () => {
  it('shows an asterisk on the label of a required input', () => {
    const { container } = render(<TextField label="Email" required name="email" />);
    const label = container.querySelector('label.at-field__label');
    expect(label).toHaveTextContent('Email*');
    expect(label?.querySelector('.at-field__required')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeRequired();
  });

  it('shows no asterisk when optional', () => {
    const { container } = render(<TextField label="Middle name" />);
    expect(container.querySelector('.at-field__required')).toBeNull();
    expect(screen.getByLabelText('Middle name')).not.toBeRequired();
  });

  it('shows the error inline, marks the input invalid, and clicking the error focuses the input', async () => {
    const user = userEvent.setup();
    render(<TextField label="Email" error="Enter a valid email" />);
    const input = screen.getByRole('textbox', { name: /Email/ });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).not.toHaveFocus();
    await user.click(screen.getByText('Enter a valid email'));
    expect(input).toHaveFocus();
  });

  it('passes id, type, autoComplete and other input props through and forwards the ref', async () => {
    const user = userEvent.setup();
    const ref = createRef<HTMLInputElement>();
    const onChange = jest.fn();
    render(<TextField ref={ref} label="Password" id="pw" type="password" autoComplete="new-password" maxLength={20} onChange={onChange} />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('id', 'pw');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('autocomplete', 'new-password');
    expect(input).toHaveAttribute('maxlength', '20');
    expect(ref.current).toBe(input);
    await user.type(input, 'abc');
    expect(onChange).toHaveBeenCalledTimes(3);
    expect(input).toHaveValue('abc');
  });
});
