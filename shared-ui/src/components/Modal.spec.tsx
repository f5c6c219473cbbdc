import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Modal, ModalResponse } from './Modal';
import { ModalProvider, useConfirm } from './ModalProvider';

function DeleteButton({ onAnswer }: { onAnswer: (r: ModalResponse) => void }) {
  const confirm = useConfirm();
  return (
    <button type="button" onClick={() => void confirm({ title: 'Delete record?', body: 'This cannot be undone.', confirmLabel: 'Delete' }).then(onAnswer)}>
      Delete
    </button>
  );
}

describe('Modal', () => {
  it('answers CONFIRM and CANCEL through onResponse', async () => {
    const user = userEvent.setup();
    const onResponse = jest.fn();
    render(
      <Modal open title="Leave page?" onResponse={onResponse}>
        Unsaved changes will be lost.
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Leave page?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Unsaved changes will be lost.');
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.keyboard('{Escape}');
    expect(onResponse.mock.calls).toEqual([[ModalResponse.CONFIRM], [ModalResponse.CANCEL], [ModalResponse.CANCEL]]);
  });

  it('renders nothing when closed', () => {
    render(<Modal open={false} title="Hidden" onResponse={jest.fn()} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('useConfirm resolves CONFIRM when confirmed and CANCEL when cancelled, then closes', async () => {
    const user = userEvent.setup();
    const answers: ModalResponse[] = [];
    render(
      <ModalProvider>
        <DeleteButton onAnswer={(r) => answers.push(r)} />
      </ModalProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByRole('dialog', { name: 'Delete record?' })).toHaveTextContent('This cannot be undone.');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(answers).toEqual(['CONFIRM', 'CANCEL']);
  });

  it('useConfirm outside the provider fails loudly', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<DeleteButton onAnswer={jest.fn()} />)).toThrow('useConfirm must be used inside <ModalProvider>');
  });
});
