/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { checklist, PDF_BYTES, PNG_DATA_URL, renderWithProviders, startChecklistBackend, type ChecklistBackend } from '../testing/checklist-test-kit';
import { ChecklistView } from './ChecklistView';


// Many typed interactions each; the machine is shared, so allow more than the default 5 s.
jest.setTimeout(20_000);

describe('ChecklistView (real HTTP server)', () => {
  let backend: ChecklistBackend;
  let consoleError: jest.SpyInstance;

  beforeAll(async () => {
    backend = await startChecklistBackend();
  });
  afterAll(() => backend.server.close());
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  const render = (onDocument = jest.fn()) => {
    renderWithProviders(<ChecklistView id={1} onDocument={onDocument} />);
    return onDocument;
  };
  const answer = async (user: ReturnType<typeof userEvent.setup>, skill: string, level: string) =>
    user.click(within(await screen.findByRole('group', { name: skill })).getByRole('radio', { name: level }));

  it('groups items by section with a proficiency 1–4 radio each; Save sends the answers (action save)', async () => {
    const user = userEvent.setup();
    backend.reset([checklist(1, 'Nursing skills', 'ADDED')]);
    render();
    const care = await screen.findByRole('region', { name: 'Patient care' });
    expect(within(care).getAllByRole('group').map((g) => g.querySelector('legend')?.textContent)).toEqual(['Vital signs', 'Wound care']);
    expect(within(screen.getByRole('region', { name: 'Equipment' })).getByRole('group', { name: 'IV pumps' })).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Vital signs' })).getAllByRole('radio')).toHaveLength(4);
    await answer(user, 'Vital signs', 'Expert');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Changes Saved Successfully')).toBeInTheDocument();
    expect(backend.puts()).toEqual([{ answers: { '101': 4 }, action: 'save' }]);
    expect(screen.getByText('Saved')).toBeInTheDocument();
  });

  it('Save with signature refuses an empty signature; a typed name is sent with action sign', async () => {
    const user = userEvent.setup();
    backend.reset([checklist(1, 'Nursing skills', 'STARTED')]);
    render();
    await answer(user, 'Wound care', 'Proficient');
    await user.click(screen.getByRole('button', { name: 'Save with signature' }));
    expect(screen.getByText('A signature is required')).toBeInTheDocument();
    expect(backend.puts()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Type your name instead' }));
    await user.type(screen.getByLabelText('Type your name'), '  Jane Doe ');
    await user.click(screen.getByRole('button', { name: 'Save with signature' }));
    await waitFor(() => expect(backend.puts()).toEqual([{ answers: { '102': 3 }, action: 'sign', signature: 'Jane Doe' }]));
    expect(await screen.findByText('Saved with signature')).toBeInTheDocument();
    expect(screen.queryByText('A signature is required')).toBeNull();
  });

  it('a drawn signature is sent as a PNG; Clear empties it again', async () => {
    const user = userEvent.setup();
    const stroke = { beginPath: jest.fn(), moveTo: jest.fn(), lineTo: jest.fn(), stroke: jest.fn(), clearRect: jest.fn() };
    // jsdom has no canvas rendering: the 2D context and the PNG export are the browser's, so they are stood in for.
    const getContext = jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(stroke as unknown as CanvasRenderingContext2D);
    const toDataURL = jest.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue(PNG_DATA_URL);
    try {
      backend.reset([checklist(1, 'Nursing skills', 'STARTED')]);
      render();
      const pad = await screen.findByRole('img', { name: /Signature pad/ });
      fireEvent.pointerDown(pad, { clientX: 5, clientY: 5 });
      fireEvent.pointerMove(pad, { clientX: 40, clientY: 20 });
      fireEvent.pointerUp(pad);
      expect(stroke.lineTo).toHaveBeenCalled();
      await user.click(screen.getByRole('button', { name: 'Clear' }));
      await user.click(screen.getByRole('button', { name: 'Save with signature' }));
      expect(screen.getByText('A signature is required')).toBeInTheDocument();
      expect(backend.puts()).toEqual([]);

      fireEvent.pointerDown(pad, { clientX: 5, clientY: 5 });
      fireEvent.pointerMove(pad, { clientX: 60, clientY: 30 });
      fireEvent.pointerUp(pad);
      await user.click(screen.getByRole('button', { name: 'Save with signature' }));
      await waitFor(() => expect(backend.puts()).toEqual([{ answers: {}, action: 'sign', signature: PNG_DATA_URL }]));
    } finally {
      getContext.mockRestore();
      toDataURL.mockRestore();
    }
  });

  it('Complete needs every item answered (required_field on each unanswered item) and a signature', async () => {
    const user = userEvent.setup();
    backend.reset([checklist(1, 'Nursing skills', 'STARTED')]);
    render();
    await answer(user, 'Vital signs', 'No experience');
    await user.click(screen.getByRole('button', { name: 'Complete' }));
    expect(within(screen.getByRole('group', { name: 'Wound care' })).getByText('Required Field')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'IV pumps' })).getByText('Required Field')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Vital signs' })).queryByText('Required Field')).toBeNull();
    expect(screen.getByText('A signature is required')).toBeInTheDocument();
    expect(backend.puts()).toEqual([]);
    // Answering an item removes its message.
    await answer(user, 'Wound care', 'Limited experience');
    expect(within(screen.getByRole('group', { name: 'Wound care' })).queryByText('Required Field')).toBeNull();
  });

  it('completing makes it read-only with Download PDF (generate, then the PDF itself)', async () => {
    const user = userEvent.setup();
    backend.reset([checklist(1, 'Nursing skills', 'STARTED')]);
    const onDocument = render();
    await answer(user, 'Vital signs', 'Expert');
    await answer(user, 'Wound care', 'Expert');
    await answer(user, 'IV pumps', 'Proficient');
    await user.click(screen.getByRole('button', { name: 'Type your name instead' }));
    await user.type(screen.getByLabelText('Type your name'), 'Jane Doe');
    await user.click(screen.getByRole('button', { name: 'Complete' }));
    expect(await screen.findByText('Checklist completed')).toBeInTheDocument();
    expect(backend.puts()).toEqual([{ answers: { '101': 4, '102': 4, '103': 3 }, action: 'complete', signature: 'Jane Doe' }]);
    expect(screen.getByText('Completed')).toBeInTheDocument();
    for (const radio of screen.getAllByRole('radio')) {
      expect(radio).toBeDisabled();
    }
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Complete' })).toBeNull();
    expect(screen.queryByRole('img', { name: /Signature pad/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(onDocument).toHaveBeenCalledTimes(1));
    const blob = onDocument.mock.calls[0][0] as Blob;
    expect(blob.type).toBe('application/pdf');
    expect(await blob.text()).toBe(PDF_BYTES);
    expect(backend.server.requests.filter((r) => r.url.includes('/pdf')).map((r) => `${r.method} ${r.url}`)).toEqual([
      'POST /api/v1/ApplicantSkillChecklist/1/pdf/generate',
      'GET /api/v1/ApplicantSkillChecklist/1/pdf',
    ]);
  });

  it('a stored signature completes without signing again while the answers are unchanged', async () => {
    const user = userEvent.setup();
    const answers = { '101': 2, '102': 2, '103': 2 };
    backend.reset([checklist(1, 'Nursing skills', 'SAVED_WITH_SIGNATURE', { answers, signature: 'Jane Doe', has_signature: true })]);
    render();
    await user.click(await screen.findByRole('button', { name: 'Complete' }));
    await waitFor(() => expect(backend.puts()).toEqual([{ answers, action: 'complete' }]));
    expect(await screen.findByText('Completed')).toBeInTheDocument();
  });

  it('a refusal by the server is shown and logged at the analytics error point', async () => {
    const user = userEvent.setup();
    const answers = { '101': 2, '102': 2, '103': 2 };
    backend.reset([checklist(1, 'Nursing skills', 'SAVED_WITH_SIGNATURE', { answers, signature: 'Jane Doe' })]);
    render();
    await screen.findByRole('button', { name: 'Complete' });
    // Someone else's change on the server: the stored signature no longer belongs to the answers.
    backend.state.checklists[0].answers = { '101': 1, '102': 2, '103': 2 };
    await user.click(screen.getByRole('button', { name: 'Complete' }));
    expect(await screen.findByText('A signature is required')).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith('Skills Checklists: Error Occurred', expect.objectContaining({ messageKey: 'signature_required' }));
  });

  it('a checklist that cannot be loaded shows the error panel', async () => {
    backend.reset([]);
    render();
    expect(await screen.findByRole('heading', { name: 'The checklist could not be loaded' })).toBeInTheDocument();
  });
});
