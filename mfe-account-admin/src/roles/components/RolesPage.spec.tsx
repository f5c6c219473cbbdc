/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PERMISSIONS, type RoleDto } from '@attest/contracts';
import { sendJson } from '@attest/shared-ui/testing/local-server';
import {
  fakeApi,
  renderAdminPage,
  resetFakeApi,
  serveFakeAccountAdminApi,
  SYSTEM_ROLES,
} from '../../testing/account-admin-test-kit';
import { RolesPage } from './RolesPage';

const MANAGER = [PERMISSIONS.ACCOUNT_READ, PERMISSIONS.ACCOUNT_MANAGE];
const RECRUITER = SYSTEM_ROLES[1];
const requests = serveFakeAccountAdminApi('admin/roles');

const roleButton = async (name: string) =>
  within(await screen.findByRole('navigation', { name: 'Roles' })).findByRole('button', {
    name: new RegExp(`^${name}`),
  });

/** A POST /roles?copyFrom= that copies like the server, and a PUT that saves. */
function copyingServer() {
  fakeApi.handle = (req, res) => {
    const [path, query = ''] = req.url.split('?');
    if (req.method === 'POST' && path === '/api/v1/roles') {
      const source = fakeApi.roles.find((r) => `copyFrom=${r.role_id}` === query);
      const body = JSON.parse(req.body) as { name: string; description: string | null };
      const created: RoleDto = {
        role_id: 10,
        customer_id: 3,
        system: false,
        permissions: [...(source?.permissions ?? [])],
        ...body,
      };
      fakeApi.roles = [...fakeApi.roles, created];
      sendJson(res, 201, created);
      return true;
    }
    if (req.method === 'PUT' && path === '/api/v1/roles/10') {
      const saved = { ...fakeApi.roles[fakeApi.roles.length - 1], ...(JSON.parse(req.body) as object) };
      fakeApi.roles = [...fakeApi.roles.slice(0, -1), saved];
      sendJson(res, 200, saved);
      return true;
    }
    return false;
  };
}

describe('RolesPage', () => {
  it('shows system roles read-only, with their permissions grouped', async () => {
    resetFakeApi(MANAGER);
    renderAdminPage('admin/roles', <RolesPage />);
    await userEvent.setup().click(await roleButton('Recruiter'));
    const view = screen.getByRole('region', { name: /Recruiter/ });
    expect(within(view).getByText('System role')).toBeInTheDocument();
    const applicants = within(view).getByRole('group', { name: 'Applicants' });
    expect(within(applicants).getByRole('checkbox', { name: 'Export applicants' })).toBeChecked();
    expect(within(applicants).getByRole('checkbox', { name: 'Delete applicants' })).not.toBeChecked();
    expect(within(applicants).getByRole('checkbox', { name: 'Export applicants' })).toBeDisabled();
    expect(within(view).queryByRole('button', { name: 'Save role' })).not.toBeInTheDocument();
  });

  it('copies a role with copyFrom, then saves the copy without the permission unticked', async () => {
    resetFakeApi(MANAGER);
    copyingServer();
    const user = userEvent.setup();
    renderAdminPage('admin/roles', <RolesPage />);
    await user.click(await roleButton('Recruiter'));
    await user.click(await screen.findByRole('button', { name: 'Copy role' }));
    const copyForm = screen.getByRole('form', { name: 'Copy role' });
    const name = within(copyForm).getByRole('textbox', { name: /^Role name/ });
    expect(name).toHaveValue('Copy of Recruiter');
    await user.clear(name);
    await user.type(name, 'Senior recruiter');
    await user.click(within(copyForm).getByRole('button', { name: 'Create copy' }));

    const editor = await screen.findByRole('form', { name: 'Edit role' });
    const created = requests().find((r) => r.method === 'POST');
    expect(created?.url).toBe(`/api/v1/roles?copyFrom=${RECRUITER.role_id}`);
    expect(JSON.parse(created?.body ?? '{}')).toEqual({
      name: 'Senior recruiter',
      description: 'Recruiter (system)',
    });

    expect(within(editor).getByRole('textbox', { name: /^Role name/ })).toHaveValue('Senior recruiter');
    const exportBox = within(editor).getByRole('checkbox', { name: 'Export applicants' });
    expect(exportBox).toBeEnabled();
    expect(exportBox).toBeChecked();
    await user.click(exportBox);
    expect(exportBox).not.toBeChecked();
    await user.click(within(editor).getByRole('checkbox', { name: 'View the audit log' }));
    await user.click(within(editor).getByRole('button', { name: 'Save role' }));

    await waitFor(() => expect(requests().some((r) => r.method === 'PUT')).toBe(true));
    const put = requests().find((r) => r.method === 'PUT');
    expect(put?.url).toBe('/api/v1/roles/10');
    const body = JSON.parse(put?.body ?? '{}') as { name: string; permissions: string[] };
    expect(body.name).toBe('Senior recruiter');
    expect(body.permissions).not.toContain('applicants.export');
    expect(body.permissions).toContain('audit.read');
    expect([...body.permissions].sort()).toEqual(
      [...RECRUITER.permissions.filter((p) => p !== 'applicants.export'), 'audit.read'].sort(),
    );
    expect(await screen.findByText('The role has been saved.')).toBeInTheDocument();
    // The copy is in the list, as a customer role.
    expect(await roleButton('Senior recruiter')).not.toHaveTextContent('System role');
  });

  it('without account.manage: no copy, no save, every checkbox read-only (customer roles too)', async () => {
    resetFakeApi([PERMISSIONS.ACCOUNT_READ]);
    fakeApi.roles = [
      ...SYSTEM_ROLES,
      {
        role_id: 10,
        customer_id: 3,
        name: 'Night shift',
        description: null,
        system: false,
        permissions: ['applicants.read'],
      },
    ];
    const user = userEvent.setup();
    renderAdminPage('admin/roles', <RolesPage />);
    await user.click(await roleButton('Night shift'));
    const view = screen.getByRole('region', { name: /Night shift/ });
    expect(within(view).getByRole('checkbox', { name: 'View applicants' })).toBeChecked();
    expect(within(view).getByRole('checkbox', { name: 'View applicants' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Copy role' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save role' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Role name/ })).not.toBeInTheDocument();
  });
});
