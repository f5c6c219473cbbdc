/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { logout } from '@attest/shared-ui';
import { renderStaffPortal, staffLoader } from '../testing/staff-nav-test-kit';

describe('the staff home and the permission of staff routes', () => {
  beforeEach(() => {
    logout();
    window.sessionStorage.clear();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('sends /admin on to the first page the user may open', async () => {
    await renderStaffPortal('/acme/hq/admin', ['applicants.read', 'i9.read']);
    expect(await screen.findByRole('heading', { name: 'account_admin:admin/applicants' })).toBeInTheDocument();
    expect(screen.getByTestId('url')).toHaveTextContent('/acme/hq/admin/applicants');
  });

  it('follows the permissions: without applicants.read the home is the next entry', async () => {
    await renderStaffPortal('/acme/hq/admin', ['content.read', 'audit.read']);
    expect(await screen.findByRole('heading', { name: 'content_admin:admin/content' })).toBeInTheDocument();
    expect(screen.getByTestId('url')).toHaveTextContent('/acme/hq/admin/content');
  });

  it('shows the no-access panel (no link back to itself) to a user who may open nothing', async () => {
    await renderStaffPortal('/acme/hq/admin', []);
    expect(await screen.findByRole('alert')).toHaveTextContent("You don't have access");
    expect(screen.queryByRole('link', { name: 'Back to the staff home' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Staff navigation' })).not.toBeInTheDocument();
  });

  it('offers Retry when nothing could be opened because the staff remotes did not load', async () => {
    const user = userEvent.setup();
    const load = staffLoader(['account_admin', 'i9_everify', 'content_admin']);
    await renderStaffPortal('/acme/hq/admin', ['applicants.read'], load);
    expect(await screen.findByRole('alert')).toHaveTextContent('This part of the portal could not be loaded');
    load.mockImplementation(staffLoader().getMockImplementation());
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'account_admin:admin/applicants' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('account_admin', { force: true });
  });

  it('shows the no-access panel on a staff page whose permission the user lacks, with the way home', async () => {
    await renderStaffPortal('/acme/hq/admin/audit', ['applicants.read']);
    expect(await screen.findByRole('alert')).toHaveTextContent("You don't have access");
    expect(screen.queryByRole('heading', { name: 'account_admin:admin/audit' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to the staff home' }));
    expect(await screen.findByRole('heading', { name: 'account_admin:admin/applicants' })).toBeInTheDocument();
  });
});
