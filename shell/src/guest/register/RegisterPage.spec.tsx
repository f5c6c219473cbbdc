/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SELECTABLE_COUNTRIES, type SignupFlags } from '@attest/contracts';
import { createAppStore, i18n, logout } from '@attest/shared-ui';
import { sendJson, setDocumentUrl, startLocalServer, type LocalServer, type RecordedRequest } from '@attest/shared-ui/testing/local-server';
import { PortalContext } from '../../portal/PortalContext';
import { ROUTER_FUTURE } from '../../routing/router-future';
import { RegisterPage } from './RegisterPage';

const OFF: SignupFlags = {
  disable_mobile_phone_signup: false,
  force_location_selection_on_signup: false,
  require_home_location: false,
  enable_country_selection: false,
  disable_international_phone_numbers: false,
};
const LOCATIONS = [
  { location_id: 11, location_code: 'hq', name: 'Headquarters' },
  { location_id: 12, location_code: 'west', name: 'West office' },
];
const EN = { language_id: 1, code: 'en', name: 'English', is_default: true };
const ES = { language_id: 2, code: 'es', name: 'Español', is_default: false };

// Typing whole forms on a shared 2-core machine: generous limits, asserting outcomes, never time.
jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5_000 });

let server: LocalServer;
let flags: SignupFlags = OFF;
let languages = [EN];
let registerAnswer: { status: number; body: unknown } = { status: 201, body: { applicant_id: 5 } };

beforeAll(async () => {
  server = await startLocalServer((req, res) => {
    if (req.url === '/api/v1/customerContext/acme/signup-options') {
      sendJson(res, 200, { locations: LOCATIONS, flags, countries: SELECTABLE_COUNTRIES });
    } else if (req.url === '/api/v1/languages/acme/hq') {
      sendJson(res, 200, languages);
    } else if (req.url.startsWith('/api/v1/customerContext/acme/translations?lang=es')) {
      sendJson(res, 200, { first_name: 'Nombre' });
    } else if (req.url.startsWith('/api/v1/customerContext/acme/translations')) {
      sendJson(res, 200, {});
    } else if (req.method === 'POST' && req.url === '/api/v1/applicants/register') {
      sendJson(res, registerAnswer.status, registerAnswer.body);
    } else {
      sendJson(res, 404, { statusCode: 404, error: 'Not Found', messageKey: 'not_found', details: {} });
    }
  });
  setDocumentUrl(`${server.origin}/acme/hq/register`);
});
afterAll(() => server.close());
beforeEach(async () => {
  logout();
  window.sessionStorage.clear();
  server.requests.length = 0;
  flags = OFF;
  languages = [EN];
  registerAnswer = { status: 201, body: { applicant_id: 5 } };
  await i18n.changeLanguage('en');
});

function renderRegister() {
  render(
    <Provider store={createAppStore()}>
      <MemoryRouter initialEntries={['/acme/hq/register']} future={ROUTER_FUTURE}>
        <PortalContext.Provider value={{ customerCode: 'acme', locationCode: 'hq', customer: null }}>
          <Routes>
            <Route path=":customerCode/:locationCode/register" element={<RegisterPage />} />
          </Routes>
        </PortalContext.Provider>
      </MemoryRouter>
    </Provider>,
  );
}

const registerCalls = (): RecordedRequest[] => server.requests.filter((r) => r.url === '/api/v1/applicants/register');
const sentBody = () => JSON.parse(registerCalls()[registerCalls().length - 1].body) as Record<string, unknown>;

async function fillBasics(user: ReturnType<typeof userEvent.setup>, phone: string | null = '555-123-4567', acceptTerms = true) {
  await user.type(await screen.findByRole('textbox', { name: /First name/ }), 'Ann');
  await user.type(screen.getByRole('textbox', { name: /Last name/ }), 'Applicant');
  await user.type(screen.getByRole('textbox', { name: /Email/ }), 'ann@example.com');
  if (phone !== null) {
    await user.type(screen.getByRole('textbox', { name: /Mobile phone/ }), phone);
  }
  await user.type(screen.getByLabelText(/^Password/), 'Secret-pass-1');
  await user.type(screen.getByLabelText(/^Confirm password/), 'Secret-pass-1');
  if (acceptTerms) {
    await user.click(screen.getByRole('checkbox', { name: /I agree to the Terms of Service/ }));
  }
}

const submit = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Register' }));

describe('RegisterPage with every sign-up flag off', () => {
  it('asks for a mobile phone (required, phone rule) and nothing else beyond the basics', async () => {
    const user = userEvent.setup();
    renderRegister();
    const phone = await screen.findByRole('textbox', { name: /Mobile phone/ });
    expect(phone).toBeRequired();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    await submit(user);
    expect(await screen.findByText('Required Field', { selector: 'label[for="' + phone.id + '"]' })).toBeInTheDocument();
    await user.type(phone, '12345');
    await user.tab();
    expect(await screen.findByText('Invalid Phone Number')).toBeInTheDocument();
    expect(registerCalls()).toHaveLength(0);
  });

  it('sends the URL location, the phone and no flag-only fields, then asks to check the email', async () => {
    const user = userEvent.setup();
    renderRegister();
    await fillBasics(user);
    await submit(user);
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(sentBody()).toEqual({
      customer_code: 'acme',
      location_code: 'hq',
      first_name: 'Ann',
      last_name: 'Applicant',
      email: 'ann@example.com',
      password: 'Secret-pass-1',
      mobile_phone: '555-123-4567',
      accept_terms: true,
    });
  });

  it('shows the server\'s field errors on their fields and keeps what was typed', async () => {
    const user = userEvent.setup();
    registerAnswer = {
      status: 400,
      body: { statusCode: 400, error: 'Bad Request', messageKey: 'validation_failed', details: { fields: { mobile_phone: 'invalid_phone_number' } } },
    };
    renderRegister();
    await fillBasics(user, '+44 20 7946 0958');
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Some fields are not valid.');
    const phone = screen.getByRole('textbox', { name: /Mobile phone/ });
    expect(phone).toHaveAccessibleName(/Invalid Phone Number/);
    expect(phone).toHaveValue('+44 20 7946 0958');
    expect(screen.getByRole('textbox', { name: /First name/ })).toHaveValue('Ann');
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveValue('ann@example.com');
    // Editing the field clears the server's error.
    await user.clear(phone);
    await user.type(phone, '555-000-1111');
    expect(phone).not.toHaveAccessibleName(/Invalid Phone Number/);
  });
});

describe('RegisterPage terms of service', () => {
  it('will not register until the terms checkbox is ticked: the error shows and is read with it, nothing typed is lost', async () => {
    const user = userEvent.setup();
    renderRegister();
    await fillBasics(user, '555-123-4567', false);
    const box = screen.getByRole('checkbox', { name: /I agree to the Terms of Service/ });
    expect(box).not.toBeChecked();
    expect(box).toBeRequired();
    await submit(user);
    const error = await screen.findByText('Please accept the Terms of Service to create an account.');
    expect(error).toBeVisible();
    expect(box).toHaveAccessibleDescription('Please accept the Terms of Service to create an account.');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(registerCalls()).toHaveLength(0);
    expect(screen.getByRole('textbox', { name: /First name/ })).toHaveValue('Ann');
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveValue('ann@example.com');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('Secret-pass-1');

    await user.click(box);
    expect(screen.queryByText('Please accept the Terms of Service to create an account.')).not.toBeInTheDocument();
    await submit(user);
    await screen.findByRole('heading', { name: 'Check your email' });
    expect(sentBody()).toMatchObject({ accept_terms: true });
  });

  it('shows the server refusal on the checkbox and keeps the form', async () => {
    const user = userEvent.setup();
    registerAnswer = {
      status: 400,
      body: { statusCode: 400, error: 'Bad Request', messageKey: 'validation_failed', details: { fields: { accept_terms: 'terms_must_be_accepted' } } },
    };
    renderRegister();
    await fillBasics(user);
    await submit(user);
    const box = screen.getByRole('checkbox', { name: /I agree to the Terms of Service/ });
    await waitFor(() => expect(box).toHaveAccessibleDescription('Please accept the Terms of Service to create an account.'));
    expect(screen.getByRole('textbox', { name: /Last name/ })).toHaveValue('Applicant');
  });

  it('opens the terms in a dialog without leaving the form, in the customer\'s words when translated', async () => {
    const user = userEvent.setup();
    renderRegister();
    await user.type(await screen.findByRole('textbox', { name: /First name/ }), 'Ann');
    await user.click(screen.getByRole('button', { name: 'Read the Terms of Service' }));
    const dialog = await screen.findByRole('dialog', { name: 'Terms of service' });
    expect(within(dialog).getByText(/By creating an account or continuing to use the portal you agree to these terms/)).toBeInTheDocument();
    expect(within(dialog).getByText(/^3\. Electronic records and signatures\./)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /First name/ })).toHaveValue('Ann');
    expect(screen.getByRole('checkbox', { name: /I agree to the Terms of Service/ })).not.toBeChecked();

    i18n.addResource('en', 'translation', 'terms_of_service_text', 'Acme terms, first part.\n\nAcme terms, second part.');
    try {
      await user.click(screen.getByRole('button', { name: 'Read the Terms of Service' }));
      const custom = await screen.findByRole('dialog', { name: 'Terms of service' });
      expect(within(custom).getByText('Acme terms, first part.').tagName).toBe('P');
      expect(within(custom).getByText('Acme terms, second part.')).toBeInTheDocument();
    } finally {
      i18n.removeResourceBundle('en', 'translation');
    }
  });
});

describe('RegisterPage flags', () => {
  it('disable_mobile_phone_signup: no phone field, none sent', async () => {
    flags = { ...OFF, disable_mobile_phone_signup: true };
    const user = userEvent.setup();
    renderRegister();
    await fillBasics(user, null);
    expect(screen.queryByRole('textbox', { name: /Mobile phone/ })).not.toBeInTheDocument();
    await submit(user);
    await screen.findByRole('heading', { name: 'Check your email' });
    expect(sentBody()).not.toHaveProperty('mobile_phone');
  });

  it('force_location_selection_on_signup: a location select with nothing pre-selected; the choice is sent', async () => {
    flags = { ...OFF, force_location_selection_on_signup: true };
    const user = userEvent.setup();
    renderRegister();
    await fillBasics(user);
    const select = screen.getByRole('combobox', { name: /Choose your location/ });
    expect(select).toHaveValue('');
    expect(select).toBeRequired();
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Select a location', 'Headquarters', 'West office']);
    await submit(user);
    expect(await screen.findByRole('combobox', { name: /Required Field/ })).toBe(select);
    expect(registerCalls()).toHaveLength(0);
    await user.selectOptions(select, 'west');
    await submit(user);
    await screen.findByRole('heading', { name: 'Check your email' });
    expect(sentBody()).toMatchObject({ location_code: 'west', location_selected: true });
  });

  it('require_home_location: a required home location select; the id is sent', async () => {
    flags = { ...OFF, require_home_location: true };
    const user = userEvent.setup();
    renderRegister();
    await fillBasics(user);
    const select = screen.getByRole('combobox', { name: /Home location/ });
    expect(select).toHaveValue('');
    await submit(user);
    expect(await screen.findByRole('combobox', { name: /Required Field/ })).toBe(select);
    await user.selectOptions(select, '12');
    await submit(user);
    await screen.findByRole('heading', { name: 'Check your email' });
    expect(sentBody()).toMatchObject({ home_location: 12, location_code: 'hq' });
    expect(sentBody()).not.toHaveProperty('location_selected');
  });

  it('enable_country_selection: the four countries, US first; the choice is sent', async () => {
    flags = { ...OFF, enable_country_selection: true };
    const user = userEvent.setup();
    renderRegister();
    await fillBasics(user);
    const select = screen.getByRole('combobox', { name: /Country/ });
    expect(within(select).getAllByRole('option').map((o) => (o as HTMLOptionElement).value)).toEqual(['US', 'CA', 'UK', 'IE']);
    expect(select).toHaveValue('US');
    await user.selectOptions(select, 'CA');
    await submit(user);
    await screen.findByRole('heading', { name: 'Check your email' });
    expect(sentBody()).toMatchObject({ country: 'CA' });
  });

  it('disable_international_phone_numbers: an international number is refused before sending', async () => {
    const user = userEvent.setup();
    flags = { ...OFF, disable_international_phone_numbers: true };
    renderRegister();
    await fillBasics(user, '+44 20 7946 0958');
    await submit(user);
    expect(await screen.findByRole('textbox', { name: /Invalid Phone Number/ })).toHaveValue('+44 20 7946 0958');
    expect(registerCalls()).toHaveLength(0);
  });

  it('without enable_country_selection sends no country', async () => {
    const user = userEvent.setup();
    renderRegister();
    await fillBasics(user);
    await submit(user);
    await screen.findByRole('heading', { name: 'Check your email' });
    expect(sentBody()).not.toHaveProperty('country');
  });
});

describe('RegisterPage language choice', () => {
  it('offers the customer\'s languages when there is more than one, switches the page and sends the choice', async () => {
    languages = [EN, ES];
    const user = userEvent.setup();
    renderRegister();
    await fillBasics(user);
    const select = await screen.findByRole('combobox', { name: /Language/ });
    await user.selectOptions(select, 'es');
    expect(await screen.findByRole('textbox', { name: /Nombre/ })).toHaveValue('Ann');
    await submit(user);
    await waitFor(() => expect(registerCalls()).toHaveLength(1));
    expect(sentBody()).toMatchObject({ language: 'es' });
    expect(window.sessionStorage.getItem('attest.language')).toBe('es');
  });

  it('shows no language select for a single language and sends none', async () => {
    const user = userEvent.setup();
    renderRegister();
    await fillBasics(user);
    expect(screen.queryByRole('combobox', { name: /Language/ })).not.toBeInTheDocument();
    await submit(user);
    await screen.findByRole('heading', { name: 'Check your email' });
    expect(sentBody()).not.toHaveProperty('language');
  });
});
