/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PERMISSIONS } from '@attest/contracts';
import { sendJson } from '@attest/shared-ui/testing/local-server';
import { fakeApi, renderAdminPage, resetFakeApi, serveFakeAccountAdminApi } from '../../testing/account-admin-test-kit';
import { ApplicantDetailPage } from './ApplicantDetailPage';

const requests = serveFakeAccountAdminApi('admin/applicants/42');

const RECORD = {
  applicant_id: 42, first_name: 'Dana', middle_name: null, last_name: 'Demo', email: 'dana@acme.test', mobile_phone: '406-555-0100', home_phone: null,
  address1: '1 Main St', city: 'Helena', state: 'MT', zip: '59601', full_name: 'Dana Demo', active: 1, locked: 0, queued_at: null,
  application_status: null, current_application_status: 'SIGNUP', date_registered: '2026-01-05T10:00:00Z', eeoc: null, admission: null, alt_ids: [],
};

interface Note { id: number; note_type_id: number; note_type: string; body: string; created_by: number; created_at: string }
let notes: Note[] = [];
let patchAnswer: { status: number; body: unknown } = { status: 200, body: RECORD };
let noteAnswer: { status: number; body: unknown } | null = null;

function serve(): void {
  resetFakeApi([PERMISSIONS.APPLICANTS_READ, PERMISSIONS.APPLICANTS_WRITE, PERMISSIONS.APPLICANTS_DELETE]);
  fakeApi.handle = (req, res) => {
    const path = req.url.split('?')[0];
    if (req.method === 'GET' && path === '/api/v2/customers/3/applicants/42') {
      sendJson(res, 200, RECORD);
    } else if (req.method === 'GET' && path === '/api/v2/customers/3/applicants/42/workHistory') {
      sendJson(res, 200, [{
        work_history_id: 7, employer: 'Helena Clinic', title: 'Nurse', city: 'Helena', state: 'MT', start_date: '2020-01-06', end_date: null, current: 1, reason_for_leaving: null,
        custom_fields: [
          { entity_custom_field_id: 1, name: 'Did you enjoy it?', value: 'true' },
          { entity_custom_field_id: 2, name: 'Supervisor', value: 'Ana Ruiz' },
          { entity_custom_field_id: 3, name: 'Badge number', value: null },
        ],
      }]);
    } else if (req.method === 'PATCH' && path === '/api/v1/applicants/42') {
      sendJson(res, patchAnswer.status, patchAnswer.body);
    } else if (req.method === 'GET' && path === '/api/v1/admin/note-types') {
      sendJson(res, 200, [{ note_type_id: 1, code: 'general', name: 'General' }, { note_type_id: 2, code: 'phone_call', name: 'Phone call' }]);
    } else if (req.method === 'GET' && path === '/api/v1/applicants/42/notes') {
      sendJson(res, 200, notes);
    } else if (req.method === 'POST' && path === '/api/v1/applicants/42/notes') {
      if (noteAnswer) {
        sendJson(res, noteAnswer.status, noteAnswer.body);
      } else {
        const body = JSON.parse(req.body) as { note_type_id: number; body: string };
        const note = { id: notes.length + 1, note_type_id: body.note_type_id, note_type: body.note_type_id === 2 ? 'Phone call' : 'General', body: body.body, created_by: 1, created_at: '2026-05-01T10:00:00Z' };
        notes = [note, ...notes];
        sendJson(res, 201, note);
      }
    } else if (req.method === 'DELETE' && (path === '/api/v1/applicants/42' || path.startsWith('/api/v1/applicants/42/notes/'))) {
      notes = notes.filter((n) => path !== `/api/v1/applicants/42/notes/${n.id}`);
      res.writeHead(204);
      res.end();
    } else {
      return false;
    }
    return true;
  };
}

const sent = (method: string, path: string) => requests().filter((r) => r.method === method && r.url.split('?')[0] === path);
const renderPage = () => renderAdminPage('admin/applicants/42', <ApplicantDetailPage />, 'admin/applicants/:applicantId');

describe('ApplicantDetailPage', () => {
  beforeEach(() => {
    notes = [];
    patchAnswer = { status: 200, body: RECORD };
    noteAnswer = null;
    serve();
  });

  it('the profile sends only the changed fields', async () => {
    const user = userEvent.setup();
    renderPage();
    const city = await screen.findByLabelText('City');
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();
    await user.clear(city);
    await user.type(city, 'Missoula');
    await user.clear(screen.getByLabelText('Mobile phone'));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(sent('PATCH', '/api/v1/applicants/42')).toHaveLength(1));
    expect(JSON.parse(sent('PATCH', '/api/v1/applicants/42')[0].body)).toEqual({ city: 'Missoula', mobile_phone: null });
  });

  it('a refused save keeps what was typed and shows the translated message on the field', async () => {
    const user = userEvent.setup();
    patchAnswer = { status: 409, body: { statusCode: 409, error: 'Conflict', messageKey: 'duplicate_email', details: { fields: { email: 'duplicate_email' }, value: 'taken@acme.test' } } };
    renderPage();
    const email = await screen.findByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'taken@acme.test');
    await user.clear(screen.getByLabelText('First name'));
    await user.type(screen.getByLabelText('First name'), 'Danielle');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('taken@acme.test is already in use')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('taken@acme.test');
    expect(screen.getByLabelText('First name')).toHaveValue('Danielle');
    expect(JSON.parse(sent('PATCH', '/api/v1/applicants/42')[0].body)).toEqual({ email: 'taken@acme.test', first_name: 'Danielle' });
  });

  it('adds a note with its type, keeps the text on a refusal, and deletes a note only after the confirmation', async () => {
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('No notes yet.')).toBeInTheDocument();
    await screen.findByRole('option', { name: 'Phone call' });
    await user.selectOptions(screen.getByLabelText('Note type'), 'Phone call');
    await user.type(screen.getByLabelText('Note'), 'Left a voicemail.');
    noteAnswer = { status: 400, body: { statusCode: 400, error: 'Bad Request', messageKey: 'validation_failed', details: { fields: { body: 'es_max' } } } };
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText(/Enter at most/)).toHaveAttribute('role', 'alert');
    expect(screen.getByLabelText('Note')).toHaveValue('Left a voicemail.');

    noteAnswer = null;
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    const list = screen.getByRole('list', { name: 'Notes' });
    expect(await within(list).findByText('Left a voicemail.')).toBeInTheDocument();
    expect(within(list).getByText('Phone call')).toBeInTheDocument();
    expect(JSON.parse(sent('POST', '/api/v1/applicants/42/notes')[1].body)).toEqual({ note_type_id: 2, body: 'Left a voicemail.' });
    expect(screen.getByLabelText('Note')).toHaveValue('');

    await user.click(within(list).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this note?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sent('DELETE', '/api/v1/applicants/42/notes/1')).toHaveLength(0);
    await user.click(within(list).getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete this note?' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(sent('DELETE', '/api/v1/applicants/42/notes/1')).toHaveLength(1));
    expect(await screen.findByText('No notes yet.')).toBeInTheDocument();
  });

  it("shows the customer's own fields of a work history record, the answered ones", async () => {
    renderPage();
    const job = (await screen.findByText('Nurse, Helena Clinic')).closest('li') as HTMLElement;
    expect(within(job).getByText('Did you enjoy it?').nextSibling).toHaveTextContent('Yes');
    expect(within(job).getByText('Supervisor').nextSibling).toHaveTextContent('Ana Ruiz');
    expect(within(job).queryByText('Badge number')).toBeNull();
  });

  it('says when the details could not be loaded, instead of waiting forever', async () => {
    renderPage();
    // The fake API answers 404 to the facts' reads (location code, TOS, pay summary, debug info).
    expect(await screen.findByText('Some details could not be loaded.')).toHaveAttribute('role', 'alert');
    const details = screen.getByText('Location code').nextSibling as HTMLElement;
    expect(details).toHaveTextContent('Not available');
  });

  it('deletes the applicant only after the confirmation dialog', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('heading', { name: 'Dana Demo', level: 1 });
    const header = screen.getByRole('banner');
    await user.click(within(header).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this applicant?' });
    expect(dialog).toHaveTextContent('The applicant will no longer be able to sign in');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sent('DELETE', '/api/v1/applicants/42')).toHaveLength(0);
    await user.click(within(header).getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete this applicant?' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(sent('DELETE', '/api/v1/applicants/42')).toHaveLength(1));
  });
});
