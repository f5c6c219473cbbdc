/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { logout } from '@attest/shared-ui';
import { renderStaffPortal, staffLoader } from '../testing/staff-nav-test-kit';

const navLinks = async () => {
  const nav = await screen.findByRole('navigation', { name: 'Staff navigation' });
  return within(nav).getAllByRole('link');
};

describe('StaffNav', () => {
  beforeEach(() => {
    logout();
    window.sessionStorage.clear();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('lists the entries of every staff remote the user may open, in order, and nothing else', async () => {
    await renderStaffPortal('/acme/hq/admin/i9', ['applicants.read', 'i9.read', 'audit.read']);
    expect(await screen.findByRole('heading', { name: 'i9_everify:admin/i9' })).toBeInTheDocument();
    await screen.findByRole('link', { name: 'Audit log' });
    const links = await navLinks();
    expect(links.map((a) => a.textContent)).toEqual(['Applicants', 'I-9 and E-Verify', 'Audit log']);
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/acme/hq/admin/applicants', '/acme/hq/admin/i9', '/acme/hq/admin/audit']);
    expect(screen.getByRole('link', { name: 'I-9 and E-Verify' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('link', { name: 'Users' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Content' })).not.toBeInTheDocument();
  });

  it('shows every page for a user who holds every permission', async () => {
    await renderStaffPortal('/acme/hq/admin/users', ['applicants.read', 'i9.read', 'content.read', 'account.read', 'audit.read']);
    await screen.findByRole('link', { name: 'Content' });
    await screen.findByRole('link', { name: 'Audit log' });
    expect((await navLinks()).map((a) => a.textContent)).toEqual(['Applicants', 'I-9 and E-Verify', 'Content', 'Users', 'Audit log']);
  });

  it('leaves out the entries of a remote that cannot be loaded; the others stay', async () => {
    const load = staffLoader(['i9_everify']);
    await renderStaffPortal('/acme/hq/admin/applicants', ['applicants.read', 'i9.read', 'content.read'], load);
    await screen.findByRole('link', { name: 'Content' });
    expect((await navLinks()).map((a) => a.textContent)).toEqual(['Applicants', 'Content']);
    expect(await screen.findByRole('heading', { name: 'account_admin:admin/applicants' })).toBeInTheDocument();
  });

  it('opens and closes as a menu (the phone layout) and closes after choosing a page', async () => {
    const user = userEvent.setup();
    await renderStaffPortal('/acme/hq/admin/applicants', ['applicants.read', 'i9.read']);
    const toggle = await screen.findByRole('button', { name: 'Menu' });
    const list = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(list).not.toHaveClass('is-open');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(list).toHaveClass('is-open');
    await user.click(await screen.findByRole('link', { name: 'I-9 and E-Verify' }));
    expect(await screen.findByRole('heading', { name: 'i9_everify:admin/i9' })).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
