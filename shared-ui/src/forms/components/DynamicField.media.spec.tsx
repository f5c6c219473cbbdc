import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ControlledField } from '../testing/ControlledField';
import { makeField } from '../testing/make-field';

const shownValue = () => JSON.parse(screen.getByTestId('value').textContent ?? 'null') as unknown;

describe('DynamicField — video, document capture, calculated', () => {
  it('video (21) embeds the field name as the video id, with a title', () => {
    render(<ControlledField field={makeField({ name: 'dQw4w9WgXcQ', desc: 'Safety training', datatype_id: 21 })} />);
    const frame = screen.getByTitle('Safety training');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
  });

  it('document capture (22): a file input whose value is the file name, or the reference the host answers', async () => {
    const user = userEvent.setup();
    const field = makeField({ name: 'id_doc', desc: 'ID document', datatype_id: 22 });
    const { unmount } = render(<ControlledField field={field} />);
    const input = screen.getByLabelText('ID document');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', '.doc,.docx,.pdf,.txt,.rtf,.jpg,.png,.jpeg');
    await user.upload(input, new File(['x'], 'passport.pdf', { type: 'application/pdf' }));
    expect(shownValue()).toBe('passport.pdf');
    await user.click(screen.getByRole('button', { name: 'Clear ID document' }));
    expect(shownValue()).toBe('');
    unmount();
    render(<ControlledField field={field} onFileSelected={async (_f, file) => `upload:${file.name.length}`} />);
    await user.upload(screen.getByLabelText('ID document'), new File(['x'], 'a.png', { type: 'image/png' }));
    expect(shownValue()).toBe('upload:5');
  });

  it('calculated (28) is read-only and shows its value', () => {
    render(<ControlledField field={makeField({ name: 'total', desc: 'Total', datatype_id: 28 })} initial="12.50" />);
    const input = screen.getByRole('textbox', { name: 'Total' });
    expect(input).toHaveAttribute('readonly');
    expect(input).toHaveValue('12.50');
  });
});
