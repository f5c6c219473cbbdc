/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { historyConfig, renderWithProviders, startHistoryBackend, workRecord, type HistoryBackend } from '../testing/history-test-kit';
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

  it('unset num_work_history_required: one record needed; the add form opens by itself; one "Save and continue" saves it and moves on', async () => {
    const user = userEvent.setup();
    backend.state.managerConfigs.work_history = historyConfig('work_history', { saveOnConfirm: true, buttons: { confirm: 'entity_save_record' } });
    const onSaved = render();
    const company = await screen.findByLabelText(/Company/);
    expect(screen.getByText('Please add at least 1 record(s).')).toBeInTheDocument();
    // No hidden second step: there is no "Save all" before "Save and continue".
    expect(screen.queryByRole('button', { name: 'Save all' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    await user.type(company, 'Acme');
    await user.click(continueButton());
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(backend.saves()).toEqual([[expect.objectContaining({ employer: 'Acme', work_history_id: null })]]);
  });

  it('a configuration without saveOnConfirm: "Save and continue" still confirms and saves the open record in one press', async () => {
    const user = userEvent.setup();
    const onSaved = render();
    await user.type(await screen.findByLabelText(/Company/), 'Acme');
    await user.click(continueButton());
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(backend.saves()).toEqual([[expect.objectContaining({ employer: 'Acme', work_history_id: null })]]);
  });

  it('errors on the open record: "Save and continue" shows them, saves nothing and stays', async () => {
    const user = userEvent.setup();
    const onSaved = render();
    await screen.findByLabelText(/Company/);
    await user.click(continueButton());
    expect(await screen.findByText('Required Field')).toBeInTheDocument();
    await waitFor(() => expect(continueButton()).toBeEnabled());
    expect(onSaved).not.toHaveBeenCalled();
    expect(backend.saves()).toEqual([]);
  });

  it('num_work_history_required 2: one stored record is not enough; the second is saved by "Save and continue"', async () => {
    const user = userEvent.setup();
    backend.state.config = { num_work_history_required: '2' };
    backend.state.records.workHistory = [workRecord(1, 'Acme')];
    const onSaved = render();
    expect(await screen.findByText('Please add at least 2 record(s).')).toBeInTheDocument();
    await user.type(await screen.findByLabelText(/Company/), 'Globex');
    await user.click(continueButton());
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(screen.getByText('Globex')).toBeInTheDocument();
  });

  it('num_work_history_required 2 met by stored records: continue at once, nothing saved', async () => {
    const user = userEvent.setup();
    backend.state.config = { num_work_history_required: '2' };
    backend.state.records.workHistory = [workRecord(1, 'Acme'), workRecord(2, 'Globex')];
    const onSaved = render();
    expect(await screen.findByText('Globex')).toBeInTheDocument();
    expect(screen.queryByText(/Please add at least/)).toBeNull();
    await waitFor(() => expect(continueButton()).toBeEnabled());
    await user.click(continueButton());
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(backend.saves()).toEqual([]);
  });

  it('num_work_history_required 0: no record needed, no add form opened', async () => {
    const user = userEvent.setup();
    backend.state.config = { num_work_history_required: '0' };
    const onSaved = render();
    await waitFor(() => expect(continueButton()).toBeEnabled());
    expect(screen.queryByLabelText(/Company/)).toBeNull();
    await user.click(continueButton());
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
  });

  it('an open edit of a stored record is kept by "Save and continue" (its change saved)', async () => {
    const user = userEvent.setup();
    backend.state.records.workHistory = [workRecord(1, 'Acme')];
    const onSaved = render();
    await user.click(await screen.findByRole('button', { name: 'Edit Acme' }));
    const company = screen.getByLabelText(/Company/);
    await user.clear(company);
    await user.type(company, 'Acme Mills');
    await user.click(continueButton());
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(backend.saves()).toEqual([[expect.objectContaining({ work_history_id: 1, employer: 'Acme Mills' })]]);
  });

  it('outside the wizard: no continue button and no add form opened by itself', async () => {
    render(false);
    expect(await screen.findByRole('button', { name: 'Add' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save and continue' })).toBeNull();
    expect(screen.queryByLabelText(/Company/)).toBeNull();
  });
});
