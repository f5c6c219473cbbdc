/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reference, referenceConfig, renderManager, startEntityBackend, type EntityBackend } from './testing/entity-test-kit';

describe('EntityManager: list, add, edit, cancel, delete, save all (real HTTP server)', () => {
  let backend: EntityBackend;

  beforeAll(async () => {
    backend = await startEntityBackend();
  });
  afterAll(() => backend.server.close());
  beforeEach(() => backend.reset());

  it('lists the active records under the configured columns, with the instructions', async () => {
    backend.state.records = [reference(1, 'Acme'), reference(2, 'Globex'), reference(3, 'Gone', { active: 0 })];
    renderManager();
    const table = await screen.findByRole('table');
    // A column key with no translation shows its form field's label.
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Company', 'First name', 'Known for (years)', 'Actions']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell').slice(0, 3).map((c) => c.textContent))).toEqual([
      ['Acme', 'Ref1', '1'],
      ['Globex', 'Ref2', '2'],
    ]);
    expect(screen.getByText('List people who know your work.')).toBeInTheDocument();
    expect(backend.server.requests.map((r) => `${r.method} ${r.url}`).sort()).toEqual([
      'GET /api/v2/customers/7/applicants/42/entities/reference',
      'GET /api/v2/customers/7/entitycustomfield/definitions?entityType=reference',
      'GET /api/v2/customers/7/entitymanager/configs/reference',
    ]);
  });

  it('shows the translated instructions key when configured', async () => {
    backend.reset(referenceConfig({ instructions: null, instructionsTransKey: 'reference_instructions' }));
    renderManager();
    await screen.findByText('No records yet.');
    expect(screen.getByText('reference_instructions')).toBeInTheDocument();
  });

  it('adds a record, then save all sends it and shows the success toast', async () => {
    const user = userEvent.setup();
    const { onStateChange } = renderManager();
    await user.click(await screen.findByRole('button', { name: 'Add' }));
    await user.type(screen.getByLabelText(/Company/), 'Initech');
    await user.type(screen.getByLabelText('Known for (years)'), '4');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(within(screen.getByRole('table')).getByText('Initech')).toBeInTheDocument();
    expect(onStateChange).toHaveBeenLastCalledWith(expect.objectContaining({ entitiesHaveBeenEdited: true, hasActiveEntities: true }));
    await user.click(screen.getByRole('button', { name: 'Save all' }));
    expect(await screen.findByText('Changes Saved Successfully')).toBeInTheDocument();
    const [sent] = backend.saves();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ ref_id: null, applicant_id: 42, active: 1, company: 'Initech' });
    expect(sent[0].custom_fields).toEqual([expect.objectContaining({ name: 'known_for', entity_custom_field_id: 5, value: '4', entity_type: 'reference' })]);
    expect(sent[0]).not.toHaveProperty('needsReview');
    // After the save the list is reloaded from the server: the new record now has its id.
    await waitFor(() => expect(onStateChange).toHaveBeenLastCalledWith(expect.objectContaining({ entitiesHaveBeenEdited: false, ready: true })));
    expect(backend.state.records).toEqual([expect.objectContaining({ ref_id: 100, company: 'Initech' })]);
  });

  it('edits a record; save all sends only the changed record', async () => {
    const user = userEvent.setup();
    backend.state.records = [reference(1, 'Acme'), reference(2, 'Globex')];
    renderManager();
    await user.click(await screen.findByRole('button', { name: 'Edit Globex' }));
    const company = screen.getByLabelText(/Company/);
    expect(company).toHaveValue('Globex');
    await user.clear(company);
    await user.type(company, 'Globex Corp');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByText('Globex Corp')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save all' }));
    await screen.findByText('Changes Saved Successfully');
    expect(backend.saves()).toEqual([[expect.objectContaining({ ref_id: 2, company: 'Globex Corp' })]]);
  });

  it('cancelling an edit keeps the record as it was and leaves nothing to save', async () => {
    const user = userEvent.setup();
    backend.state.records = [reference(1, 'Acme')];
    const { onStateChange } = renderManager();
    await user.click(await screen.findByRole('button', { name: 'Edit Acme' }));
    await user.type(screen.getByLabelText(/Company/), ' changed');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
    expect(within(screen.getByRole('table')).getByText('Acme')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save all' })).toBeDisabled();
    expect(onStateChange).toHaveBeenLastCalledWith(expect.objectContaining({ editing: false, entitiesHaveBeenEdited: false }));
  });

  it('sends the editing-entity message to the parent while an edit is open', async () => {
    const user = userEvent.setup();
    backend.state.records = [reference(1, 'Acme')];
    const { onMessages } = renderManager();
    await user.click(await screen.findByRole('button', { name: 'Edit Acme' }));
    expect(onMessages).toHaveBeenLastCalledWith([
      { kind: 'editingEntity', key: 'entity_editing_entity', text: 'Please confirm or cancel the record you are editing.' },
    ]);
    expect(screen.getByText('Please confirm or cancel the record you are editing.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onMessages).toHaveBeenLastCalledWith([]);
  });

  it('soft-deletes: the record leaves the list and save all sends it with active 0', async () => {
    const user = userEvent.setup();
    backend.state.records = [reference(1, 'Acme'), reference(2, 'Globex')];
    renderManager();
    await user.click(await screen.findByRole('button', { name: 'Delete Acme' }));
    expect(screen.queryByText('Acme')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save all' }));
    await screen.findByText('Changes Saved Successfully');
    expect(backend.saves()).toEqual([[expect.objectContaining({ ref_id: 1, active: 0, company: 'Acme' })]]);
    expect(backend.state.records.find((r) => r.ref_id === 1)?.active).toBe(0);
  });
});
