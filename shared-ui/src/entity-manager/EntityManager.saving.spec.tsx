/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reference, referenceConfig, renderManager, startEntityBackend, type EntityBackend } from './testing/entity-test-kit';

describe('EntityManager: saveOnConfirm, save answers and backend errors (real HTTP server)', () => {
  let backend: EntityBackend;

  beforeAll(async () => {
    backend = await startEntityBackend();
  });
  afterAll(() => backend.server.close());
  beforeEach(() => backend.reset());

  it('with saveOnConfirm each confirm saves that record at once (nothing when unchanged); its button says Save', async () => {
    const user = userEvent.setup();
    backend.reset(referenceConfig({ saveOnConfirm: true }));
    backend.state.records = [reference(1, 'Acme'), reference(2, 'Globex')];
    renderManager();
    // Confirming an unchanged record sends nothing.
    await user.click(await screen.findByRole('button', { name: 'Edit Globex' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(backend.saves()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Edit Acme' }));
    await user.type(screen.getByLabelText(/Company/), ' Inc');
    expect(screen.queryByRole('button', { name: 'Save all' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Changes Saved Successfully')).toBeInTheDocument();
    expect(backend.saves()).toEqual([[expect.objectContaining({ ref_id: 1, company: 'Acme Inc' })]]);
    expect(backend.state.records[0].company).toBe('Acme Inc');
  });

  it('with saveOnConfirm delete asks confirm_delete first: CANCEL keeps the record, CONFIRM deletes and saves', async () => {
    const user = userEvent.setup();
    backend.reset(referenceConfig({ saveOnConfirm: true }));
    backend.state.records = [reference(1, 'Acme'), reference(2, 'Globex')];
    renderManager();
    await user.click(await screen.findByRole('button', { name: 'Delete Acme' }));
    let dialog = screen.getByRole('dialog', { name: 'Are you sure you want to delete this record?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('Acme')).toBeInTheDocument();
    expect(backend.saves()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete Acme' }));
    dialog = screen.getByRole('dialog', { name: 'Are you sure you want to delete this record?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Changes Saved Successfully')).toBeInTheDocument();
    expect(backend.saves()).toEqual([[expect.objectContaining({ ref_id: 1, active: 0 })]]);
    await waitFor(() => expect(screen.queryByText('Acme')).toBeNull());
    expect(screen.getByText('Globex')).toBeInTheDocument();
  });

  it('a save answer with errors gives the toast_save_error toast and the backend-error state', async () => {
    const user = userEvent.setup();
    backend.state.records = [reference(1, 'Acme')];
    backend.state.saveAnswer = { status: 200, body: { errors: [{ field: 'company', messageKey: 'invalid_entry' }] } };
    const { onStateChange } = renderManager();
    await user.click(await screen.findByRole('button', { name: 'Delete Acme' }));
    await user.click(screen.getByRole('button', { name: 'Save all' }));
    const toast = await screen.findByText('An Error Occurred');
    expect(toast.closest('[role="alert"]')).toHaveClass('at-toast--danger');
    expect(screen.getByRole('heading', { name: 'Records unavailable' })).toBeInTheDocument();
    expect(onStateChange).toHaveBeenLastCalledWith(expect.objectContaining({ backendError: true, ready: false, saving: false }));
  });

  it('a failed save (HTTP 500) gives the same danger toast and backend-error state; Retry reloads', async () => {
    const user = userEvent.setup();
    backend.state.records = [reference(1, 'Acme')];
    backend.state.saveAnswer = { status: 500, body: { statusCode: 500, error: 'Internal', messageKey: 'unexpected_error', details: {} } };
    renderManager();
    await user.click(await screen.findByRole('button', { name: 'Delete Acme' }));
    await user.click(screen.getByRole('button', { name: 'Save all' }));
    expect(await screen.findByText('An Error Occurred')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Records unavailable' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    // The reload shows what the server really holds: the delete never happened.
    expect(await screen.findByText('Acme')).toBeInTheDocument();
  });

  it.each([
    ['a config missing entityIdName', () => backend.reset({ ...referenceConfig(), entityIdName: undefined })],
    ['a config missing tableConfig', () => backend.reset({ ...referenceConfig(), tableConfig: undefined })],
    ['a config naming an unknown get function', () => backend.reset(referenceConfig({ getEntitiesFunction: 'nope' }))],
    ['no config (404)', () => {
      backend.state.config = { status: 404, body: { statusCode: 404, error: 'Not Found', messageKey: 'not_found', details: {} } };
    }],
    ['records without the id field', () => {
      backend.state.listAnswer = { status: 200, body: [{ ...reference(1, 'Acme'), ref_id: undefined }] };
    }],
    ['custom fields without entity_type', () => {
      const record = reference(1, 'Acme');
      backend.state.listAnswer = { status: 200, body: [{ ...record, custom_fields: [{ ...record.custom_fields[0], entity_type: undefined }] }] };
    }],
    ['a load failure', () => {
      backend.state.listAnswer = { status: 500, body: { statusCode: 500, error: 'Internal', messageKey: 'unexpected_error', details: {} } };
    }],
  ])('backend-error state for %s', async (_case, arrange) => {
    arrange();
    const { onStateChange } = renderManager();
    expect(await screen.findByRole('heading', { name: 'Records unavailable' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add' })).toBeNull();
    expect(onStateChange).toHaveBeenLastCalledWith(expect.objectContaining({ backendError: true, ready: false }));
  });

  it('an empty list is an expected answer, not an error', async () => {
    backend.state.listAnswer = { status: 200, body: [] };
    const { onStateChange } = renderManager();
    expect(await screen.findByText('No records yet.')).toBeInTheDocument();
    expect(onStateChange).toHaveBeenLastCalledWith(expect.objectContaining({ backendError: false, ready: true, hasActiveEntities: false }));
  });
});
