/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { checklist, renderWithProviders, startChecklistBackend, type ChecklistBackend } from '../testing/checklist-test-kit';
import { SkillsChecklistsStep } from './SkillsChecklistsStep';

describe('SkillsChecklistsStep (real HTTP server)', () => {
  let backend: ChecklistBackend;

  beforeAll(async () => {
    backend = await startChecklistBackend();
  });
  afterAll(() => backend.server.close());

  const render = (inWizard = true) => {
    const onSaved = jest.fn();
    renderWithProviders(<SkillsChecklistsStep customerId={7} applicantId={42} inWizard={inWizard} onSaved={onSaved} />);
    return onSaved;
  };
  const row = (name: string) => screen.getByText(name, { selector: 'strong' }).closest('li') as HTMLElement;

  it('lists every checklist with its state; Complete or View, and Skip only before signing', async () => {
    backend.reset([
      checklist(1, 'Added list', 'ADDED'),
      checklist(2, 'Started list', 'STARTED'),
      checklist(3, 'Saved list', 'SAVED'),
      checklist(4, 'Signed list', 'SAVED_WITH_SIGNATURE'),
      checklist(5, 'Done list', 'COMPLETED'),
      checklist(6, 'Skipped list', 'SKIPPED'),
    ]);
    render();
    await screen.findByText('Added list');
    const expected: [string, string, string, boolean][] = [
      ['Added list', 'Added', 'Complete', true],
      ['Started list', 'Started', 'Complete', true],
      ['Saved list', 'Saved', 'Complete', true],
      ['Signed list', 'Saved with signature', 'Complete', false],
      ['Done list', 'Completed', 'View', false],
      ['Skipped list', 'Skipped', 'View', false],
    ];
    for (const [name, badge, open, skippable] of expected) {
      const item = row(name);
      expect(within(item).getByText(badge)).toBeInTheDocument();
      expect(within(item).getByRole('button', { name: `${open} ${name}` })).toBeInTheDocument();
      expect(within(item).queryByRole('button', { name: `Skip ${name}` }) !== null).toBe(skippable);
    }
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
  });

  it('skip asks first: Cancel sends nothing; Skip posts, the list refreshes and Continue is allowed', async () => {
    const user = userEvent.setup();
    backend.reset([checklist(1, 'Nursing skills', 'ADDED'), checklist(2, 'Old list', 'COMPLETED')]);
    const onSaved = render();
    await user.click(await screen.findByRole('button', { name: 'Skip Nursing skills' }));
    let dialog = screen.getByRole('dialog', { name: 'Skip this checklist?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(backend.posts()).toEqual([]);
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Skip Nursing skills' }));
    dialog = screen.getByRole('dialog', { name: 'Skip this checklist?' });
    await user.click(within(dialog).getByRole('button', { name: 'Skip' }));
    await waitFor(() => expect(within(row('Nursing skills')).getByText('Skipped')).toBeInTheDocument());
    expect(backend.posts()).toEqual(['/api/v1/ApplicantSkillChecklist/1/skip']);
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSaved).toHaveBeenCalledTimes(1);
  });

  it('Complete opens the checklist in place (which starts it); back shows the refreshed list', async () => {
    const user = userEvent.setup();
    backend.reset([checklist(1, 'Nursing skills', 'ADDED')]);
    render();
    await user.click(await screen.findByRole('button', { name: 'Complete Nursing skills' }));
    expect(await screen.findByRole('heading', { name: 'Nursing skills' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Vital signs' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to checklists' }));
    await waitFor(() => expect(within(row('Nursing skills')).getByText('Started')).toBeInTheDocument());
  });

  it('no checklists: a note, and Continue is allowed; outside the wizard there is no Continue', async () => {
    backend.reset([]);
    render();
    expect(await screen.findByText('You have no skills checklists to complete.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
  });

  it('outside the wizard there is no Continue', async () => {
    backend.reset([checklist(1, 'Nursing skills', 'ADDED')]);
    render(false);
    await screen.findByText('Nursing skills');
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
  });
});
