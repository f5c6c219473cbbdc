/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PERMISSIONS } from '@attest/contracts';
import { sendJson } from '@attest/shared-ui/testing/local-server';
import { fakeApi, renderAdminPage, resetFakeApi, serveFakeAccountAdminApi } from '../testing/account-admin-test-kit';
import { remoteRoutes } from '../routes';
import type { CredentialTypeDto } from './credential-types-api';
import { CredentialTypesPage } from './CredentialTypesPage';

const requests = serveFakeAccountAdminApi('admin/credential-types');

let types: CredentialTypeDto[] = [];
let nextId = 10;
const inUse = new Set<number>();

function serve(permissions = [PERMISSIONS.ACCOUNT_READ, PERMISSIONS.ACCOUNT_MANAGE]): void {
  resetFakeApi(permissions);
  fakeApi.handle = (req, res) => {
    const path = req.url.split('?')[0];
    const idOf = () => Number(path.split('/').pop());
    if (req.method === 'POST' && path === '/api/v1/credentials/query') {
      const q = JSON.parse(req.body) as { search?: string; active?: boolean };
      const items = types.filter((c) => (!q.search || c.name.toLowerCase().includes(q.search.toLowerCase())) && (q.active === undefined || c.active === q.active));
      sendJson(res, 200, { total: items.length, items });
    } else if (req.method === 'POST' && path === '/api/v1/credentials') {
      const body = JSON.parse(req.body) as Omit<CredentialTypeDto, 'credential_id'>;
      if (!body.name.trim()) {
        sendJson(res, 400, { statusCode: 400, error: 'Bad Request', messageKey: 'validation_failed', details: { fields: { name: 'required_field' } } });
        return true;
      }
      const row = { ...body, credential_id: nextId++ };
      types = [...types, row];
      sendJson(res, 201, row);
    } else if (req.method === 'PUT' && /^\/api\/v1\/credentials\/\d+$/.test(path)) {
      types = types.map((c) => (c.credential_id === idOf() ? { ...c, ...(JSON.parse(req.body) as Partial<CredentialTypeDto>) } : c));
      sendJson(res, 200, types.find((c) => c.credential_id === idOf()));
    } else if (req.method === 'DELETE' && /^\/api\/v1\/credentials\/\d+$/.test(path)) {
      if (inUse.has(idOf())) {
        sendJson(res, 400, { statusCode: 400, error: 'Bad Request', messageKey: 'credential_in_use', details: { applicantCredentials: 1, requirements: 0 } });
        return true;
      }
      types = types.filter((c) => c.credential_id !== idOf());
      res.writeHead(204);
      res.end();
    } else {
      return false;
    }
    return true;
  };
}

const renderPage = () => renderAdminPage('admin/credential-types', <CredentialTypesPage />);

describe('CredentialTypesPage (admin/credential-types)', () => {
  beforeEach(() => {
    types = [
      { credential_id: 1, name: 'RN License', alt_id: 'RN', description: null, requires_expiration: true, has_back: true, active: true },
      { credential_id: 2, name: 'CPR card', alt_id: null, description: null, requires_expiration: false, has_back: false, active: true },
    ];
    inUse.clear();
    inUse.add(1);
  });

  it('is a staff page with a nav entry', () => {
    expect(remoteRoutes.routes.find((r) => r.path === 'admin/credential-types')?.permission).toBe(PERMISSIONS.ACCOUNT_READ);
    expect(remoteRoutes.nav?.find((n) => n.path === 'admin/credential-types')).toMatchObject({ labelKey: 'nav_credential_types' });
  });

  it('lists and searches, creates one (a refusal keeps what was typed), edits and deactivates', async () => {
    serve();
    const user = userEvent.setup();
    renderPage();
    const table = await screen.findByRole('table', { name: 'Credentials' });
    expect(within(table).getByText('RN License').closest('tr')).toHaveTextContent('RN License' + 'RN' + 'Yes' + 'Yes' + 'Active');
    await user.type(screen.getByRole('textbox', { name: 'Search credentials' }), 'cpr');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Credentials' })).queryByText('RN License')).toBeNull());
    expect(JSON.parse(requests().filter((r) => r.url === '/api/v1/credentials/query').pop()!.body)).toMatchObject({ search: 'cpr', skip: 0, take: 25 });

    await user.click(screen.getByRole('button', { name: 'New credential' }));
    const form = screen.getByRole('form', { name: 'New credential' });
    await user.type(within(form).getByLabelText(/^Name/), '   ');
    await user.type(within(form).getByLabelText('Alt ID'), 'FL-1');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Some fields are not valid.');
    expect(within(form).getByLabelText('Alt ID')).toHaveValue('FL-1');
    expect(within(form).getByText('Required Field')).toBeInTheDocument();
    await user.clear(within(form).getByLabelText(/^Name/));
    await user.type(within(form).getByLabelText(/^Name/), 'Forklift licence');
    await user.click(within(form).getByLabelText('Expiration date required'));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Credential saved.')).toBeInTheDocument();
    expect(types.find((c) => c.name === 'Forklift licence')).toMatchObject({ alt_id: 'FL-1', requires_expiration: true, has_back: false, active: true });

    await user.clear(screen.getByRole('textbox', { name: 'Search credentials' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.click(await screen.findByRole('button', { name: 'Edit CPR card' }));
    const edit = screen.getByRole('form', { name: 'Edit CPR card' });
    await user.type(within(edit).getByLabelText('Alt ID'), 'CPR');
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(types.find((c) => c.credential_id === 2)?.alt_id).toBe('CPR'));

    await user.click(screen.getByRole('button', { name: 'Deactivate RN License' }));
    await waitFor(() => expect(types.find((c) => c.credential_id === 1)?.active).toBe(false));
    expect(await screen.findByRole('button', { name: 'Activate RN License' })).toBeInTheDocument();
  });

  it('a delete refused while in use shows the message and keeps the row; a free one is deleted', async () => {
    serve();
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete RN License' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This credential is held by an applicant or required by a configuration: deactivate it instead of deleting it.');
    expect(screen.getByRole('table', { name: 'Credentials' })).toHaveTextContent('RN License');
    await user.click(screen.getByRole('button', { name: 'Delete CPR card' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByRole('table', { name: 'Credentials' })).not.toHaveTextContent('CPR card'));
  });

  it('a reader sees the list without any change action', async () => {
    serve([PERMISSIONS.ACCOUNT_READ]);
    renderPage();
    await screen.findByRole('table', { name: 'Credentials' });
    expect(screen.queryByRole('button', { name: /New credential|Edit|Delete|Deactivate/ })).toBeNull();
  });
});
