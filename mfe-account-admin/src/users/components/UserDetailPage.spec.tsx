/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PERMISSIONS, type UserRoleDto } from '@attest/contracts';
import { sendJson } from '@attest/shared-ui/testing/local-server';
import {
  ANN,
  fakeApi,
  renderAdminPage,
  resetFakeApi,
  serveFakeAccountAdminApi,
} from '../../testing/account-admin-test-kit';
import { UserDetailPage } from './UserDetailPage';

const requests = serveFakeAccountAdminApi('admin/users/7');
let userRoles: UserRoleDto[];
beforeEach(() => {
  userRoles = [...ANN.roles];
});

function userServer() {
  fakeApi.handle = (req, res) => {
    if (req.method === 'GET' && req.url === '/api/v1/users/7') {
      sendJson(res, 200, { ...ANN, roles: userRoles });
    } else if (req.method === 'GET' && req.url === '/api/v1/userroles/user/7') {
      sendJson(res, 200, userRoles);
    } else if (req.method === 'POST' && req.url === '/api/v1/userroles') {
      const body = JSON.parse(req.body) as { user_id: number; role_id: number; location_id: number | null };
      const created = { id: 2, role_name: 'Admin', ...body };
      userRoles = [...userRoles, created];
      sendJson(res, 201, created);
    } else if (req.method === 'GET' && req.url === '/api/v1/users/7/settings') {
      sendJson(res, 200, { settings: { theme: 'dark' } });
    } else if (req.method === 'GET' && req.url === '/api/v1/users/7/external-ids') {
      sendJson(res, 200, [{ id: 4, system: 'ats', external_id: 'A-77' }]);
    } else {
      return false;
    }
    return true;
  };
}

describe('UserDetailPage', () => {
  it('assigns a role limited to a location', async () => {
    resetFakeApi([PERMISSIONS.ACCOUNT_READ, PERMISSIONS.ACCOUNT_MANAGE]);
    userServer();
    const user = userEvent.setup();
    renderAdminPage('admin/users/7', <UserDetailPage />, 'admin/users/:userId');
    expect(await screen.findByRole('heading', { name: 'Ann Lee' })).toBeInTheDocument();
    const assigned = await screen.findByRole('list', { name: 'Assigned roles' });
    expect(await within(assigned).findByText('Recruiter (West)')).toBeInTheDocument();
    expect(await screen.findByText('ats: A-77')).toBeInTheDocument();

    const form = screen.getByRole('form', { name: 'Assign role' });
    await user.selectOptions(within(form).getByRole('combobox', { name: /^Role/ }), 'Admin');
    await user.selectOptions(within(form).getByRole('combobox', { name: /^Limited to location/ }), 'West');
    await user.click(within(form).getByRole('button', { name: 'Assign role' }));

    expect(await within(assigned).findByText('Admin (West)')).toBeInTheDocument();
    const post = requests().find((r) => r.method === 'POST');
    expect(JSON.parse(post?.body ?? '{}')).toEqual({ user_id: 7, role_id: 1, location_id: 11 });
  });

  it('without account.manage shows the user read-only', async () => {
    resetFakeApi([PERMISSIONS.ACCOUNT_READ]);
    userServer();
    renderAdminPage('admin/users/7', <UserDetailPage />, 'admin/users/:userId');
    expect(await screen.findByRole('heading', { name: 'Ann Lee' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^First name/ })).toBeDisabled());
    for (const name of [
      'Save changes',
      'Deactivate user',
      'Assign role',
      'Remove',
      'Save settings',
      'Add external id',
      'Delete',
    ]) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
  });
});
