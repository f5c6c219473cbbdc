/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { logout } from '@attest/shared-ui';
import type { RemoteLoader } from '../../remotes/RemoteArea';
import { APPLICANT_REMOTE_ROUTES, applicantLoader, renderApplicantPortal } from '../testing/applicant-nav-test-kit';

const mainNav = () => screen.findByRole('navigation', { name: 'Main navigation' });
const labels = async () => within(await mainNav()).getAllByRole('link').map((a) => a.textContent);

describe('the applicant navigation', () => {
  beforeEach(() => {
    logout();
    window.sessionStorage.clear();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('lists the entries the applicant remotes contribute, in order, and marks the current page', async () => {
    await renderApplicantPortal('/acme/hq/home');
    expect(await screen.findByRole('heading', { name: 'applicant:home' })).toBeInTheDocument();
    await waitFor(async () => expect(await labels()).toEqual(['Home', 'Application', 'Documents', 'My profile', 'Self-service']));
    const nav = await mainNav();
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Documents' })).toHaveAttribute('href', '/acme/hq/documents');
    expect(within(nav).getByRole('link', { name: 'Documents' })).not.toHaveAttribute('aria-current');
  });

  it('shows the I-9 only to applicants of a customer that runs it (i9_verification_enabled)', async () => {
    await renderApplicantPortal('/acme/hq/i9/section1', { i9_verification_enabled: 'true' });
    expect(await screen.findByRole('heading', { name: 'i9_everify:i9/section1' })).toBeInTheDocument();
    await waitFor(async () => expect(await labels()).toEqual(['Home', 'Application', 'Documents', 'Form I-9', 'My profile', 'Self-service']));
    expect(within(await mainNav()).getByRole('link', { name: 'Form I-9' })).toHaveAttribute('aria-current', 'page');
  });

  it('leaves the I-9 out when the flag is off, and keeps the other entries when a remote cannot be loaded', async () => {
    await renderApplicantPortal('/acme/hq/documents/4', {}, applicantLoader(['i9_everify']));
    await waitFor(async () => expect(await labels()).toEqual(['Home', 'Application', 'Documents', 'My profile', 'Self-service']));
    // A page under Documents marks Documents; a self-service page marks Self-service.
    expect(within(await mainNav()).getByRole('link', { name: 'Documents' })).toHaveAttribute('aria-current', 'page');
  });

  it('is a menu on phones: the button tells whether it is open, focus moves in, Escape closes it and gives focus back', async () => {
    const user = userEvent.setup();
    await renderApplicantPortal('/acme/hq/home');
    await waitFor(async () => expect(await labels()).toHaveLength(5));
    const toggle = within(await mainNav()).getByRole('button', { name: 'Menu' });
    const list = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(list).not.toHaveClass('is-open');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(list).toHaveClass('is-open');
    expect(screen.getByRole('link', { name: 'Home' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(list).not.toHaveClass('is-open');
    expect(toggle).toHaveFocus();

    // Choosing a page goes there and closes the menu.
    await user.click(toggle);
    await user.click(screen.getByRole('link', { name: 'Self-service' }));
    expect(await screen.findByRole('heading', { name: 'applicant:self-service' })).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('link', { name: 'Self-service' })).toHaveAttribute('aria-current', 'page');
  });

  it('"Page not found" offers the way back to Home', async () => {
    const user = userEvent.setup();
    await renderApplicantPortal('/acme/hq/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go to the home page' }));
    expect(await screen.findByRole('heading', { name: 'applicant:home' })).toBeInTheDocument();
    expect(screen.getByTestId('url')).toHaveTextContent('/acme/hq/home');
  });

  it('draws a remote’s badge inside its entry, behind the entry’s flag (the talent remote’s Alerts count)', async () => {
    const Badge = () => <span data-testid="badge">3</span>;
    const talent = {
      remote: 'talent',
      routes: [{ path: 'alerts', element: <h1>talent:alerts</h1> }],
      applicantNav: [{ labelKey: 'nav_alerts', label: 'Alerts', path: 'alerts', order: 44, configFlag: 'enable_talent_platform', Badge }],
    };
    const load: RemoteLoader = (name, options) => (name === 'talent' ? Promise.resolve(talent) : applicantLoader()(name, options));
    await renderApplicantPortal('/acme/hq/alerts', { enable_talent_platform: 'true' }, load);
    expect(await screen.findByRole('heading', { name: 'talent:alerts' })).toBeInTheDocument();
    const link = await within(await mainNav()).findByRole('link', { name: /Alerts/ });
    expect(within(link).getByTestId('badge')).toHaveTextContent('3');
    expect(link).toHaveAttribute('aria-current', 'page');
    expect(APPLICANT_REMOTE_ROUTES.talent).toBeUndefined();
  });

  it('leaves the talent entries out for a customer without the talent platform', async () => {
    const talent = { remote: 'talent', routes: [], applicantNav: [{ labelKey: 'nav_jobs', label: 'Jobs', path: 'jobs', order: 42, configFlag: 'enable_talent_platform' }] };
    const load: RemoteLoader = (name, options) => (name === 'talent' ? Promise.resolve(talent) : applicantLoader()(name, options));
    await renderApplicantPortal('/acme/hq/home', {}, load);
    await waitFor(async () => expect(await labels()).toEqual(['Home', 'Application', 'Documents', 'My profile', 'Self-service']));
  });
});
