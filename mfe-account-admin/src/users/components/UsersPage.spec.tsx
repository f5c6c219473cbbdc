/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PERMISSIONS, type CstUserDto } from '@attest/contracts';
import { sendJson } from '@attest/shared-ui/testing/local-server';
import {
  ANN,
  fakeApi,
  renderAdminPage,
  resetFakeApi,
  serveFakeAccountAdminApi,
} from '../../testing/account-admin-test-kit';
import { UsersPage } from './UsersPage';

const MANAGER = [PERMISSIONS.ACCOUNT_READ, PERMISSIONS.ACCOUNT_MANAGE];
const requests = serveFakeAccountAdminApi('admin/users');

const field = (name: RegExp) => screen.getByRole('textbox', { name });
const posts = () => requests().filter((r) => r.method === 'POST');

describe('UsersPage', () => {
  it('lists users with their roles and a labelled status', async () => {
    resetFakeApi(MANAGER);
    fakeApi.users = [
      ANN,
      {
        ...ANN,
        user_id: 8,
        email: 'bo@example.com',
        full_name: 'Bo Stone',
        roles: [],
        invitation_pending: true,
      },
      { ...ANN, user_id: 9, email: 'cy@example.com', full_name: 'Cy Wu', active: false },
    ];
    renderAdminPage('admin/users', <UsersPage />);
    const row = (await screen.findByRole('link', { name: 'Ann Lee' })).closest('tr') as HTMLElement;
    expect(await within(row).findByText('Recruiter (West)')).toBeInTheDocument();
    expect(within(row).getByText('Active')).toBeInTheDocument();
    expect(
      within(screen.getByRole('link', { name: 'Bo Stone' }).closest('tr') as HTMLElement).getByText(
        'Invited',
      ),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('link', { name: 'Cy Wu' }).closest('tr') as HTMLElement).getByText(
        'Deactivated',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ann Lee' })).toHaveAttribute('href', '/acme/hq/admin/users/7');
  });

  it('the invite form shows the schema errors inline, keeps what was typed, then shows the server errors', async () => {
    resetFakeApi(MANAGER);
    let answer: { status: number; body: unknown } = {
      status: 400,
      body: {
        statusCode: 400,
        error: 'Bad Request',
        messageKey: 'validation_failed',
        details: { fields: { email: 'duplicate_email' } },
      },
    };
    fakeApi.handle = (req, res) => {
      if (req.method === 'POST' && req.url === '/api/v1/users') {
        sendJson(res, answer.status, answer.body);
        return true;
      }
      return false;
    };
    const user = userEvent.setup();
    renderAdminPage('admin/users', <UsersPage />);
    await user.click(await screen.findByRole('button', { name: 'Invite user' }));
    const form = screen.getByRole('form', { name: 'Invite user' });
    await user.type(within(form).getByRole('textbox', { name: /^Email/ }), 'not-an-email');
    await user.type(within(form).getByRole('textbox', { name: /^First name/ }), 'Bo');
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));

    expect(await within(form).findByRole('textbox', { name: /Invalid Email/ })).toHaveValue('not-an-email');
    expect(field(/^Last name.*Required Field/)).toHaveValue('');
    expect(field(/^First name/)).toHaveValue('Bo');
    expect(posts()).toHaveLength(0);

    await user.clear(field(/^Email/));
    await user.type(field(/^Email/), 'bo@example.com');
    await user.type(field(/^Last name/), 'Stone');
    await user.click(within(form).getByRole('button', { name: 'Add a role' }));
    await user.selectOptions(within(form).getByRole('combobox', { name: /^Role 1/ }), 'Recruiter');
    await user.selectOptions(within(form).getByRole('combobox', { name: /^Limited to location/ }), 'West');
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));

    expect(
      await within(form).findByRole('textbox', { name: /bo@example.com is already in use/ }),
    ).toHaveValue('bo@example.com');
    expect(field(/^Last name/)).toHaveValue('Stone');
    expect(within(form).getByRole('alert')).toHaveTextContent('Some fields are not valid.');
    expect(JSON.parse(posts()[0].body)).toEqual({
      email: 'bo@example.com',
      first_name: 'Bo',
      last_name: 'Stone',
      mobile: null,
      job_title: null,
      location_id: null,
      country_code: null,
      roles: [{ role_id: 2, location_id: 11 }],
    });

    // Editing the field clears the server's error; a second try succeeds and closes the form.
    const created: CstUserDto = { ...ANN, user_id: 12, email: 'bo2@example.com', invitation_pending: true };
    answer = { status: 201, body: created };
    await user.clear(field(/^Email/));
    await user.type(field(/^Email/), 'bo2@example.com');
    expect(field(/^Email/)).not.toHaveAccessibleName(/already in use/);
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent to bo2@example.com')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Invite user' })).not.toBeInTheDocument());
    // The list now shows pending invitations, so the new one is there.
    expect(screen.getByRole('checkbox', { name: 'Show pending invitations' })).toBeChecked();
    await waitFor(() =>
      expect(requests().some((r) => r.url === '/api/v1/users?invitations=true')).toBe(true),
    );
  });

  it('bulk add lists the lines the server refused, by line number', async () => {
    resetFakeApi(MANAGER);
    fakeApi.handle = (req, res) => {
      if (req.method === 'POST' && req.url === '/api/v1/users/bulkAdd') {
        sendJson(res, 200, {
          created: [{ ...ANN, user_id: 20 }],
          failed: [
            {
              index: 1,
              email: 'ann@example.com',
              messageKey: 'validation_failed',
              fields: { email: 'duplicate_email' },
            },
          ],
        });
        return true;
      }
      return false;
    };
    const user = userEvent.setup();
    renderAdminPage('admin/users', <UsersPage />);
    await user.click(await screen.findByRole('button', { name: 'Bulk add users' }));
    await user.type(
      screen.getByRole('textbox', { name: /one a line/ }),
      'new@example.com, New, Person{enter}{enter}ann@example.com, Ann, Lee',
    );
    await user.click(screen.getByRole('button', { name: 'Add users' }));
    expect(await screen.findByText('Invitations sent: 1')).toBeInTheDocument();
    expect(
      screen.getByText(/Line 3 \(ann@example.com\): Email: ann@example.com is already in use/),
    ).toBeInTheDocument();
    const sent = JSON.parse(requests().find((r) => r.url === '/api/v1/users/bulkAdd')?.body ?? '{}') as {
      users: { email: string }[];
    };
    expect(sent.users.map((u) => u.email)).toEqual(['new@example.com', 'ann@example.com']);
  });

  it('without account.manage there is nothing to invite with', async () => {
    resetFakeApi([PERMISSIONS.ACCOUNT_READ]);
    renderAdminPage('admin/users', <UsersPage />);
    expect(await screen.findByRole('link', { name: 'Ann Lee' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Invite user' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Bulk add users' })).not.toBeInTheDocument();
  });
});
