/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '../i18n/i18n';
import { field, reference, referenceConfig, renderManager, startEntityBackend, type EntityBackend } from './testing/entity-test-kit';

describe('EntityManager: the rules from @attest/contracts (real HTTP server)', () => {
  let backend: EntityBackend;

  beforeAll(async () => {
    backend = await startEntityBackend();
  });
  afterAll(() => backend.server.close());
  beforeEach(() => backend.reset());

  it('below the minimum the min-entities message shows and save all is refused', async () => {
    const user = userEvent.setup();
    backend.reset(referenceConfig({ minEntities: 2, messages: { minEntities: 'reference_min_message' } }));
    backend.state.records = [reference(1, 'Acme'), reference(2, 'Globex')];
    const { onMessages, onStateChange } = renderManager();
    await user.click(await screen.findByRole('button', { name: 'Delete Acme' }));
    expect(onMessages).toHaveBeenLastCalledWith([
      { kind: 'minEntities', key: 'reference_min_message', params: { min: 2 }, text: 'Please add at least 2 record(s).' },
    ]);
    await user.click(screen.getByRole('button', { name: 'Save all' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please add at least 2 record(s).');
    expect(backend.saves()).toEqual([]);
    expect(onStateChange).toHaveBeenLastCalledWith(expect.objectContaining({ hasMinEntitiesSet: true, entitiesHaveBeenEdited: true }));
  });

  it('the add control is blocked once active records reach the maximum', async () => {
    const user = userEvent.setup();
    backend.reset(referenceConfig({ maxEntities: 2 }));
    backend.state.records = [reference(1, 'Acme')];
    const { onStateChange } = renderManager();
    await user.click(await screen.findByRole('button', { name: 'Add' }));
    await user.type(screen.getByLabelText(/Company/), 'Initech');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByRole('button', { name: 'Add' })).toBeDisabled();
    expect(onStateChange).toHaveBeenLastCalledWith(expect.objectContaining({ hasMaxEntitiesSet: true }));
    // Deleting one brings it back under the maximum.
    await user.click(screen.getByRole('button', { name: 'Delete Acme' }));
    expect(screen.getByRole('button', { name: 'Add' })).toBeEnabled();
  });

  it('in onboarding below the minimum the add form opens by itself, marked required, without cancel', async () => {
    backend.reset(referenceConfig({ minEntities: 1 }));
    renderManager({ onboarding: true });
    const editor = await screen.findByRole('region', { name: /New record/ });
    expect(editor).toHaveAttribute('data-required', 'true');
    expect(within(editor).getByLabelText('Required')).toBeInTheDocument();
    expect(within(editor).queryByRole('button', { name: 'Cancel' })).toBeNull();
  });

  it('outside onboarding the add form stays closed below the minimum', async () => {
    backend.reset(referenceConfig({ minEntities: 1 }));
    renderManager();
    await screen.findByText('No records yet.');
    expect(screen.queryByRole('region', { name: /New record/ })).toBeNull();
  });

  it('work history requires one record by default, and minOverride (num_work_history_required) wins', async () => {
    backend.reset(referenceConfig({ entityType: 'work_history', minEntities: null }));
    const first = renderManager({ entityType: 'work_history' });
    await screen.findByText('No records yet.');
    expect(first.onStateChange).toHaveBeenLastCalledWith(expect.objectContaining({ hasMinEntitiesSet: true }));
    expect(first.onMessages).toHaveBeenLastCalledWith([expect.objectContaining({ kind: 'minEntities', params: { min: 1 } })]);
    first.unmount();
    const second = renderManager({ entityType: 'work_history', minOverride: 3 });
    await screen.findByText('No records yet.');
    expect(second.onMessages).toHaveBeenLastCalledWith([expect.objectContaining({ kind: 'minEntities', params: { min: 3 } })]);
  });

  it('fills the configured years-required template with the years still required and refuses save all', async () => {
    const user = userEvent.setup();
    i18n.addResource('en', 'translation', 'reference_years_required', 'We still need {{years}} more years of history');
    backend.reset(referenceConfig({ numYearsRequired: 3, messages: { yearsRequired: 'reference_years_required' } }));
    // 2020-01-01 → 2021-01-01 is 366 days: one whole year covered, two still required.
    backend.state.records = [reference(1, 'Acme', { start_date: '2020-01-01', end_date: '2021-01-01' }), reference(2, 'Globex')];
    const { onMessages } = renderManager();
    expect(await screen.findByText('We still need 2 more years of history')).toBeInTheDocument();
    expect(onMessages).toHaveBeenLastCalledWith([
      { kind: 'yearsRequired', key: 'reference_years_required', params: { years: 2 }, text: 'We still need 2 more years of history' },
    ]);
    await user.click(screen.getByRole('button', { name: 'Delete Globex' }));
    await user.click(screen.getByRole('button', { name: 'Save all' }));
    expect(screen.getByRole('alert')).toHaveTextContent('We still need 2 more years of history');
    expect(backend.saves()).toEqual([]);
  });

  it('corrects an end date before the start to the start, and a start after the end to the end', async () => {
    const user = userEvent.setup();
    renderManager();
    await user.click(await screen.findByRole('button', { name: 'Add' }));
    await user.type(screen.getByLabelText(/Company/), 'Initech');
    await user.type(screen.getByRole('textbox', { name: 'Start date' }), '03/15/2021');
    await user.type(screen.getByRole('textbox', { name: 'End date' }), '01/10/2021');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'End date' })).toHaveValue('03/15/2021'));
    // A start date moved after the end date is set to the end date.
    await user.clear(screen.getByRole('textbox', { name: 'Start date' }));
    await user.type(screen.getByRole('textbox', { name: 'Start date' }), '06/01/2021');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Start date' })).toHaveValue('03/15/2021'));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await user.click(screen.getByRole('button', { name: 'Save all' }));
    await screen.findByText('Changes Saved Successfully');
    expect(backend.saves()[0][0]).toMatchObject({ start_date: '2021-03-15', end_date: '2021-03-15' });
  });

  it('flags loaded records missing a review field as needing review and refuses save all', async () => {
    const user = userEvent.setup();
    backend.state.records = [reference(1, 'Acme'), reference(2, null)];
    const { onMessages } = renderManager();
    const row = (await screen.findByText('Ref2')).closest('tr');
    expect(row).toHaveAttribute('data-needs-review', 'true');
    expect(within(row as HTMLElement).getByText('Needs review')).toBeInTheDocument();
    expect(onMessages).toHaveBeenLastCalledWith([expect.objectContaining({ kind: 'entitiesNeedReview', key: 'entity_entities_need_review' })]);
    await user.click(screen.getByRole('button', { name: 'Delete Acme' }));
    await user.click(screen.getByRole('button', { name: 'Save all' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Some records need review before they can be saved.');
    expect(backend.saves()).toEqual([]);
  });

  it('a record cannot be confirmed while its form has errors', async () => {
    const user = userEvent.setup();
    backend.reset(referenceConfig({ formConfig: { fields: [field('company', { desc: 'Company', required: true })] } }));
    renderManager();
    await user.click(await screen.findByRole('button', { name: 'Add' }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Required Field')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /New record/ })).toBeInTheDocument();
    expect(screen.getByText('No records yet.')).toBeInTheDocument();
  });
});
