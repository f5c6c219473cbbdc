/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { educationRecord, historyConfig, renderWithProviders, startHistoryBackend, type HistoryBackend } from '../../work-history/testing/history-test-kit';
import { EducationStep } from './EducationStep';

describe('EducationStep (real HTTP server)', () => {
  let backend: HistoryBackend;

  beforeAll(async () => {
    backend = await startHistoryBackend();
  });
  afterAll(() => backend.server.close());
  beforeEach(() => backend.reset());

  const render = () => {
    const onSaved = jest.fn();
    renderWithProviders(<EducationStep customerId={7} applicantId={42} inWizard onSaved={onSaved} />);
    return onSaved;
  };
  const continueButton = () => screen.getByRole('button', { name: 'Save and continue' });

  it('no minimum configured: continue at once', async () => {
    const user = userEvent.setup();
    const onSaved = render();
    await waitFor(() => expect(continueButton()).toBeEnabled());
    await user.click(continueButton());
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(backend.saves()).toEqual([]);
  });

  it('an added record is saved (education path) by the one "Save and continue"', async () => {
    const user = userEvent.setup();
    const onSaved = render();
    await user.click(await screen.findByRole('button', { name: 'Add' }));
    await user.type(screen.getByLabelText(/School/), 'State College');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Degree' }), "Bachelor's degree");
    await user.click(continueButton());
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(backend.saves()).toEqual([[expect.objectContaining({ school: 'State College', degree: 'BA' })]]);
    expect(backend.server.requests.some((r) => r.method === 'POST' && r.url === '/api/v2/customers/7/applicants/42/education')).toBe(true);
  });

  it('the list shows labels, not codes (degree "High school diploma", not "HS")', async () => {
    backend.state.records.education = [educationRecord(1, 'Helena High', 'HS')];
    render();
    const row = (await screen.findByText('Helena High')).closest('tr')!;
    expect(row).toHaveTextContent('High school diploma');
    expect(row).not.toHaveTextContent(/\bHS\b/);
  });

  it('a configured minEntities opens the add form in onboarding; continuing with it empty shows the error and stays', async () => {
    const user = userEvent.setup();
    backend.state.managerConfigs.education = historyConfig('education', { minEntities: 1 });
    const onSaved = render();
    expect(await screen.findByLabelText(/School/)).toBeInTheDocument();
    expect(screen.getByText('Please add at least 1 record(s).')).toBeInTheDocument();
    await user.click(continueButton());
    expect(await screen.findByText('Required Field')).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('records that could not be loaded: the error panel and no continue', async () => {
    delete backend.state.managerConfigs.education;
    render();
    expect(await screen.findByRole('heading', { name: 'Records unavailable' })).toBeInTheDocument();
    expect(continueButton()).toBeDisabled();
  });
});
