/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { historyConfig, renderWithProviders, startHistoryBackend, type HistoryBackend } from '../../work-history/testing/history-test-kit';
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

  it('no minimum configured: continue at once; an added record must be saved (education path) first', async () => {
    const user = userEvent.setup();
    const onSaved = render();
    await waitFor(() => expect(continueButton()).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(continueButton()).toBeDisabled();
    await user.type(screen.getByLabelText(/School/), 'State College');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(continueButton()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Save all' }));
    await waitFor(() => expect(continueButton()).toBeEnabled());
    expect(backend.saves()).toEqual([[expect.objectContaining({ school: 'State College' })]]);
    expect(backend.server.requests.some((r) => r.method === 'POST' && r.url === '/api/v2/customers/7/applicants/42/education')).toBe(true);
    await user.click(continueButton());
    expect(onSaved).toHaveBeenCalledTimes(1);
  });

  it('a configured minEntities opens the add form in onboarding and blocks continue', async () => {
    backend.state.managerConfigs.education = historyConfig('education', { minEntities: 1 });
    render();
    expect(await screen.findByLabelText(/School/)).toBeInTheDocument();
    expect(screen.getByText('Please add at least 1 record(s).')).toBeInTheDocument();
    expect(continueButton()).toBeDisabled();
  });

  it('records that could not be loaded: the error panel and no continue', async () => {
    delete backend.state.managerConfigs.education;
    render();
    expect(await screen.findByRole('heading', { name: 'Records unavailable' })).toBeInTheDocument();
    expect(continueButton()).toBeDisabled();
  });
});
