/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PERMISSIONS, type Permission } from '@attest/contracts';
import { sendJson } from '@attest/shared-ui/testing/local-server';
import { fakeApi, renderAdminPage, resetFakeApi, serveFakeAccountAdminApi } from '../../testing/account-admin-test-kit';
import { ApplicantCredentialsSection } from './ApplicantCredentialsSection';
import { CredentialsSection } from './CredentialsSection';

const requests = serveFakeAccountAdminApi('admin/applicants/42');

const base = {
  has_back: true, requires_expiration: true, back_name: null, requested_date: null, uploaded_date: null, credential_completion_date: null,
  last_modified_date: '2026-11-20T10:00:00Z', due_date: null, expiration_date: null, alert: null,
};
let credentials: Record<string, unknown>[] = [];
let requestAnswer: { status: number; body: unknown } | null = null;

function serve(permissions: Permission[] = [PERMISSIONS.APPLICANTS_READ, PERMISSIONS.APPLICANTS_WRITE, PERMISSIONS.DOCUMENTS_READ, PERMISSIONS.DOCUMENTS_SEND]): void {
  resetFakeApi(permissions);
  fakeApi.handle = (req, res) => {
    const path = req.url.split('?')[0];
    if (req.method === 'GET' && path === '/api/v1/applicants/42/credentials') {
      sendJson(res, 200, credentials);
    } else if (req.method === 'GET' && path === '/api/v1/applicants/42/credentials/types') {
      sendJson(res, 200, [{ credential_id: 5, name: 'CPR card', has_back: false, requires_expiration: false }, { credential_id: 6, name: 'RN License', has_back: true, requires_expiration: true }]);
    } else if (req.method === 'POST' && path === '/api/v1/applicants/42/credentials/request') {
      if (requestAnswer) {
        sendJson(res, requestAnswer.status, requestAnswer.body);
        return true;
      }
      const body = JSON.parse(req.body) as { credential_id: number; due_date: string | null };
      const row = { ...base, id: 90, credential_id: body.credential_id, credential_name: 'CPR card', status: 'SENT', front_name: null, due_date: body.due_date, requested_date: '2026-11-21T09:00:00Z' };
      credentials = [...credentials, row];
      sendJson(res, 201, row);
    } else if (req.method === 'GET' && /^\/api\/v1\/applicants\/42\/credentials\/\d+\/fileUrl$/.test(path)) {
      const back = req.url.includes('isBack=true');
      sendJson(res, 200, { url: `/files/${back ? 'back' : 'front'}.png`, mime: 'image/png', file_name: back ? 'back.png' : 'front.png' });
    } else if (req.method === 'DELETE' && /^\/api\/v1\/applicants\/42\/credentials\/\d+$/.test(path)) {
      credentials = credentials.filter((c) => `/api/v1/applicants/42/credentials/${String(c.id)}` !== path);
      res.writeHead(204);
      res.end();
    } else if (req.method === 'GET' && path === '/api/v2/customers/3/aplcredential/sendToATS/7') {
      sendJson(res, 200, { queued: true, pending_action_id: 1 });
    } else if (req.method === 'GET' && path === '/api/v1/applicants/42/licenses') {
      sendJson(res, 200, [{ id: 3, license_type: 'RN', license_number: '****5678', state: 'MT', expiration_date: '2030-06-30', front: { document_id: 1, mime: 'image/png', file_name: 'f.png' }, back: null }]);
    } else if (req.method === 'GET' && path === '/api/v1/applicants/42/licenses/3/fileUrl') {
      sendJson(res, 200, { url: '/files/licence.png', mime: 'image/png', file_name: 'f.png' });
    } else if (req.method === 'GET' && path === '/api/v1/applicants/42/documents') {
      sendJson(res, 200, []);
    } else {
      return false;
    }
    return true;
  };
}

const sent = (method: string, path: string) => requests().filter((r) => r.method === method && r.url.split('?')[0] === path);
const renderSection = () => renderAdminPage('admin/applicants/42', <ApplicantCredentialsSection applicantId="42" />);

describe('the credentials section of the applicant detail page (decision 0043)', () => {
  beforeEach(() => {
    requestAnswer = null;
    credentials = [
      { ...base, id: 7, credential_id: 6, credential_name: 'RN License', status: 'UPLOADED', front_name: 'front.png', back_name: 'back.png', uploaded_date: '2026-11-20T10:00:00Z', expiration_date: '2026-12-01', alert: 'EXPIRING_SOON' },
      { ...base, id: 8, credential_id: 5, credential_name: 'CPR card', status: 'EXPIRED', front_name: 'cpr.pdf', expiration_date: '2026-11-01' },
    ];
  });

  it('lists each credential with its status, alert and localized dates, and shows front and back in the viewer', async () => {
    serve();
    const user = userEvent.setup();
    renderSection();
    const list = await screen.findByRole('list', { name: 'Credentials' });
    const rn = (await within(list).findByText('RN License')).closest('li') as HTMLElement;
    expect(rn).toHaveTextContent('Uploaded');
    expect(rn).toHaveTextContent('Expires soon');
    expect(rn).toHaveTextContent('Expires Dec 1, 2026');
    expect(rn).toHaveTextContent('Uploaded Nov 20, 2026');
    const cpr = within(list).getByText('CPR card').closest('li') as HTMLElement;
    expect(cpr).toHaveTextContent('Expired');
    expect(within(cpr).queryByRole('button', { name: /View back/ })).toBeNull();
    await user.click(within(rn).getByRole('button', { name: 'View back of RN License' }));
    expect(await screen.findByRole('img', { name: 'RN License · Back' })).toHaveAttribute('src', '/files/back.png');
    expect(sent('GET', '/api/v1/applicants/42/credentials/7/fileUrl')[0].url).toContain('isBack=true');
  });

  it('requests a credential with a due date, sends one to the ATS and deletes one after confirming', async () => {
    serve();
    const user = userEvent.setup();
    renderSection();
    const form = await screen.findByRole('form', { name: 'Request a credential' });
    await waitFor(() => expect(within(form).getAllByRole('option').length).toBeGreaterThan(2));
    await user.selectOptions(within(form).getByRole('combobox', { name: /Credential/ }), 'CPR card');
    await user.type(within(form).getByLabelText('Due date'), '2026-12-15');
    await user.click(within(form).getByRole('button', { name: 'Request' }));
    expect(await screen.findByText('Credential requested.')).toBeInTheDocument();
    expect(JSON.parse(sent('POST', '/api/v1/applicants/42/credentials/request')[0].body)).toEqual({ credential_id: 5, due_date: '2026-12-15' });
    const list = screen.getByRole('list', { name: 'Credentials' });
    await waitFor(() => expect(within(list).getAllByText('CPR card')).toHaveLength(2));
    expect(within(list).getByText('Requested')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send RN License to the ATS' }));
    expect(await screen.findByText('Queued to be sent to the ATS.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete RN License' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(list).queryByText('RN License')).toBeNull());
    expect(sent('DELETE', '/api/v1/applicants/42/credentials/7')).toHaveLength(1);
  });

  it('keeps the choice and shows the message when a request is refused; a reader gets no write actions', async () => {
    serve();
    requestAnswer = { status: 400, body: { statusCode: 400, error: 'Bad Request', messageKey: 'validation_failed', details: { fields: { due_date: 'invalid_date' } } } };
    const user = userEvent.setup();
    const first = renderSection();
    const form = await screen.findByRole('form', { name: 'Request a credential' });
    await waitFor(() => expect(within(form).getAllByRole('option').length).toBeGreaterThan(2));
    await user.selectOptions(within(form).getByRole('combobox', { name: /Credential/ }), 'RN License');
    await user.click(within(form).getByRole('button', { name: 'Request' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Some fields are not valid.');
    expect(within(form).getByRole('combobox', { name: /Credential/ })).toHaveValue('6');
    first.unmount();

    serve([PERMISSIONS.APPLICANTS_READ, PERMISSIONS.DOCUMENTS_READ]);
    renderSection();
    await screen.findByText('RN License');
    expect(screen.queryByRole('form', { name: 'Request a credential' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete|Send/ })).toBeNull();
  });

  it('the licence viewer reads its pictures under licenses', async () => {
    serve();
    const user = userEvent.setup();
    renderAdminPage('admin/applicants/42', <CredentialsSection applicantId="42" />);
    const section = await screen.findByRole('region', { name: 'Licenses and documents' });
    await user.click(await within(section).findByRole('button', { name: 'View front' }));
    expect(await screen.findByRole('img', { name: 'RN · Front' })).toHaveAttribute('src', '/files/licence.png');
    expect(sent('GET', '/api/v1/applicants/42/licenses/3/fileUrl')).toHaveLength(1);
  });
});
