/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, startHistoryBackend, workRecord, type HistoryBackend } from '../testing/history-test-kit';
import { WorkHistoryStep, workHistoryMinimum } from './WorkHistoryStep';


// Many typed interactions each; the machine is shared, so allow more than the default 5 s.
jest.setTimeout(20_000);

describe('workHistoryMinimum (num_work_history_required)', () => {
  it('defaults to 1 when unset or not a whole number; 0 means none', () => {
    expect(workHistoryMinimum(null)).toBe(1);
    expect(workHistoryMinimum('')).toBe(1);
    expect(workHistoryMinimum('two')).toBe(1);
    expect(workHistoryMinimum('-1')).toBe(1);
    expect(workHistoryMinimum('3')).toBe(3);
    expect(workHistoryMinimum('0')).toBe(0);
  });
});

describe('WorkHistoryStep (real HTTP server)', () => {
  let backend: HistoryBackend;

  beforeAll(async () => {
    backend = await startHistoryBackend();
  });
  afterAll(() => backend.server.close());
  beforeEach(() => backend.reset());

  const render = (inWizard = true) => {
    const onSaved = jest.fn();
    renderWithProviders(<WorkHistoryStep customerId={7} applicantId={42} inWizard={inWizard} onSaved={onSaved} />);
    return onSaved;
  };
  const continueButton = () => screen.getByRole('button', { name: 'Save and continue' });

  it('unset num_work_history_required: one record needed; the add form opens by itself; continue once saved', async () => {
    const user = userEvent.setup();
    const onSaved = render();
    const company = await screen.findByLabelText(/Company/);
    expect(screen.getByText('Please add at least 1 record(s).')).toBeInTheDocument();
    expect(continueButton()).toBeDisabled();
    await user.type(company, 'Acme');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    // Confirmed but not saved yet: still no continue.
    expect(await screen.findByText('Save your changes before you continue.')).toBeInTheDocument();
    expect(continueButton()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Save all' }));
    await waitFor(() => expect(continueButton()).toBeEnabled());
    expect(backend.saves()).toEqual([[expect.objectContaining({ employer: 'Acme', work_history_id: null })]]);
    await user.click(continueButton());
    expect(onSaved).toHaveBeenCalledTimes(1);
  });

  it('num_work_history_required 2: one stored record is not enough, two are', async () => {
    backend.state.config = { num_work_history_required: '2' };
    backend.state.records.workHistory = [workRecord(1, 'Acme')];
    render();
    expect(await screen.findByText('Please add at least 2 record(s).')).toBeInTheDocument();
    expect(continueButton()).toBeDisabled();
  });

  it('num_work_history_required 2 met by stored records: continue at once', async () => {
    backend.state.config = { num_work_history_required: '2' };
    backend.state.records.workHistory = [workRecord(1, 'Acme'), workRecord(2, 'Globex')];
    render();
    expect(await screen.findByText('Globex')).toBeInTheDocument();
    await waitFor(() => expect(continueButton()).toBeEnabled());
    expect(screen.queryByText(/Please add at least/)).toBeNull();
  });

  it('num_work_history_required 0: no record needed, no add form opened', async () => {
    backend.state.config = { num_work_history_required: '0' };
    render();
    await waitFor(() => expect(continueButton()).toBeEnabled());
    expect(screen.queryByLabelText(/Company/)).toBeNull();
  });

  it('an open edit blocks continue until it is confirmed and saved', async () => {
    const user = userEvent.setup();
    backend.state.records.workHistory = [workRecord(1, 'Acme')];
    render();
    await user.click(await screen.findByRole('button', { name: 'Edit Acme' }));
    expect(continueButton()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(continueButton()).toBeEnabled());
  });

  it('outside the wizard: no continue button and no add form opened by itself', async () => {
    render(false);
    expect(await screen.findByRole('button', { name: 'Add' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save and continue' })).toBeNull();
    expect(screen.queryByLabelText(/Company/)).toBeNull();
  });
});
