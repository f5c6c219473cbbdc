/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SELECTABLE_COUNTRIES, TIME_ZONES, type PrelimInfo } from '@attest/contracts';
import { getSession, i18n } from '@attest/shared-ui';
import {
  configAnswer,
  renderPortal,
  resetFakeApi,
  startFakeApi,
  type Answer,
  type FakeApi,
  type Handlers,
} from '../application/wizard/testing/portal-test-kit';
import { PrelimInfoPage } from './PrelimInfoPage';

// Typing whole forms on a shared 2-core machine: generous limits, asserting outcomes, never time.
jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5_000 });

const INFO: PrelimInfo = {
  first_name: 'Ann',
  last_name: 'Applicant',
  mobile_phone: '(555) 123-4567',
  home_phone: null,
  country: 'US',
  home_location: null,
  location_code: 'hq',
  time_zone: null,
  language: null,
  opt_in_text: false,
  prelim_info_complete: false,
};
const CONTEXT = {
  customer_id: 7,
  customer_code: 'acme',
  name: 'Acme',
  locations: [
    { location_id: 11, location_code: 'hq', name: 'Headquarters' },
    { location_id: 12, location_code: 'west', name: 'West office' },
  ],
};
const EN = { language_id: 1, code: 'en', name: 'English', is_default: true };
const ES = { language_id: 2, code: 'es', name: 'Español', is_default: false };

let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());
beforeEach(async () => {
  await i18n.changeLanguage('en');
});

const saved = (body: unknown): Answer => ({ body: { ...INFO, ...(body as object), prelim_info_complete: true } });

function open(options: { flags?: Record<string, string>; put?: Handlers[string]; languages?: unknown[]; savedLanguage?: string | null } = {}) {
  resetFakeApi(api, {
    'GET /api/v1/applicants/prelim-info': { body: INFO },
    'PUT /api/v1/applicants/prelim-info': options.put ?? ((req) => saved(JSON.parse(req.body))),
    'GET /api/v1/configurations': configAnswer(options.flags ?? {}),
    'GET /api/v1/customerContext/acme': { body: CONTEXT },
    'GET /api/v1/customerContext/acme/translations': (req) => ({ body: req.url.includes('lang=es') ? { first_name: 'Nombre' } : {} }),
    'GET /api/v1/reference/timezones': { body: TIME_ZONES },
    'GET /api/v1/reference/countries': { body: SELECTABLE_COUNTRIES },
    'GET /api/v1/languages/acme/hq': { body: options.languages ?? [EN] },
    'GET /api/v1/languages/applicant-language/42': { body: { applicant_id: 42, language: options.savedLanguage ?? null } },
    'PUT /api/v1/languages/applicant-language/42': (req) => ({ body: { applicant_id: 42, ...(JSON.parse(req.body) as object) } }),
  });
  renderPortal('/acme/hq/prelim-info', [
    { path: 'prelim-info', element: <PrelimInfoPage /> },
    { path: 'application', element: <h1>Online application</h1> },
  ]);
}

const mobile = () => screen.getByRole('textbox', { name: /Mobile phone/ });
const save = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Save and continue' }));
const puts = () => api.calls('PUT /api/v1/applicants/prelim-info');

describe('PrelimInfoPage with every flag off', () => {
  it('shows the stored details, the phone banners, the time zones and no flag-only fields', async () => {
    open();
    expect(await screen.findByRole('textbox', { name: /First name/ })).toHaveValue('Ann');
    expect(mobile()).toHaveValue('(555) 123-4567');
    expect(mobile()).toBeRequired();
    expect(screen.getByRole('textbox', { name: /Home phone/ })).not.toBeRequired();
    expect(document.querySelector('[data-banner-id="3"]')).toHaveTextContent('We may text you about your application at this number.');
    expect(document.querySelector('[data-banner-id="4"]')).toHaveTextContent('Enter a number where we can reach you at home.');
    const zones = screen.getByRole('combobox', { name: /Time zone/ });
    expect(within(zones).getAllByRole('option')).toHaveLength(96);
    // Every option has a readable name (issue 14), Tonga included; none is a bare IANA identifier.
    expect(within(zones).getByRole('option', { name: "(UTC+13:00) Tonga — Nuku'alofa" })).toHaveValue('Pacific/Tongatapu');
    expect(within(zones).queryAllByRole('option').filter((o) => /^[A-Za-z]+\/[A-Za-z_]+/.test(o.textContent ?? ''))).toHaveLength(0);
    expect(screen.getByRole('combobox', { name: /Home location/ })).not.toBeRequired();
    expect(screen.queryByRole('combobox', { name: /Country/ })).toBeNull();
    expect(screen.queryByRole('combobox', { name: /Choose your location/ })).toBeNull();
    expect(screen.queryByRole('combobox', { name: /Language/ })).toBeNull();
  });

  it('checks the phone rules in the browser and sends nothing', async () => {
    const user = userEvent.setup();
    open();
    await user.clear(await screen.findByRole('textbox', { name: /Mobile phone/ }));
    await save(user);
    expect(await screen.findByRole('textbox', { name: /Required Field/ })).toBe(mobile());
    await user.type(mobile(), '12345');
    await user.type(screen.getByRole('textbox', { name: /Home phone/ }), 'abc');
    await save(user);
    expect(await screen.findByRole('textbox', { name: /Mobile phone.*Invalid Phone Number/ })).toBe(mobile());
    expect(screen.getByRole('textbox', { name: /Home phone.*Invalid Phone Number/ })).toBeInTheDocument();
    expect(puts()).toHaveLength(0);
  });

  it('saves, shows the toast, marks the session and goes to the application', async () => {
    const user = userEvent.setup();
    open();
    await user.type(await screen.findByRole('textbox', { name: /Home phone/ }), '555-987-6543');
    await user.selectOptions(screen.getByRole('combobox', { name: /Time zone/ }), 'America/Chicago');
    await user.selectOptions(screen.getByRole('combobox', { name: /Home location/ }), '12');
    await user.click(screen.getByRole('checkbox', { name: /text messages/ }));
    await save(user);
    expect(await screen.findByRole('heading', { name: 'Online application' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/acme/hq/application');
    expect(screen.getByText('Changes Saved Successfully')).toBeInTheDocument();
    expect(getSession().prelimInfoDone).toBe(true);
    expect(puts()[0].body).toEqual({
      first_name: 'Ann',
      last_name: 'Applicant',
      mobile_phone: '(555) 123-4567',
      home_phone: '555-987-6543',
      country: 'US',
      home_location: 12,
      location_code: 'hq',
      time_zone: 'America/Chicago',
      language: 'en',
      opt_in_text: true,
    });
  });

  it('a failed save keeps what was typed and shows the server\'s field errors inline', async () => {
    const user = userEvent.setup();
    open({
      put: {
        status: 400,
        body: { statusCode: 400, error: 'Bad Request', messageKey: 'validation_failed', details: { fields: { home_location: 'invalid_entry', mobile_phone: 'invalid_phone_number' } } },
      },
    });
    await user.clear(await screen.findByRole('textbox', { name: /Last name/ }));
    await user.type(screen.getByRole('textbox', { name: /Last name/ }), 'Newname');
    await user.selectOptions(screen.getByRole('combobox', { name: /Home location/ }), '11');
    await save(user);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Home location.*Invalid entry/ })).toHaveValue('11');
    expect(mobile()).toHaveAccessibleName(/Invalid Phone Number/);
    expect(screen.getByRole('textbox', { name: /Last name/ })).toHaveValue('Newname');
    expect(screen.getByTestId('location')).toHaveTextContent('/acme/hq/prelim-info');
    expect(getSession().prelimInfoDone).toBe(false);
    expect(screen.queryByText('Changes Saved Successfully')).toBeNull();
  });
});

describe('PrelimInfoPage flags', () => {
  it('enable_country_selection: the four countries; the choice is sent', async () => {
    const user = userEvent.setup();
    open({ flags: { enable_country_selection: '1' } });
    const country = await screen.findByRole('combobox', { name: /Country/ });
    expect(within(country).getAllByRole('option').map((o) => (o as HTMLOptionElement).value)).toEqual(['US', 'CA', 'UK', 'IE']);
    await user.selectOptions(country, 'IE');
    await save(user);
    await screen.findByRole('heading', { name: 'Online application' });
    expect(puts()[0].body).toMatchObject({ country: 'IE' });
  });

  it('require_home_location: the home location is required', async () => {
    const user = userEvent.setup();
    open({ flags: { require_home_location: 'true' } });
    const home = await screen.findByRole('combobox', { name: /Home location/ });
    expect(home).toBeRequired();
    await save(user);
    expect(await screen.findByRole('combobox', { name: /Home location.*Required Field/ })).toBe(home);
    expect(puts()).toHaveLength(0);
  });

  it('prompt_location_on_app: asks for the location, pre-filled with the current one', async () => {
    const user = userEvent.setup();
    open({ flags: { prompt_location_on_app: '1' } });
    const location = await screen.findByRole('combobox', { name: /Choose your location/ });
    expect(location).toHaveValue('hq');
    await user.selectOptions(location, 'west');
    await save(user);
    await screen.findByRole('heading', { name: 'Online application' });
    expect(puts()[0].body).toMatchObject({ location_code: 'west' });
  });

  it('disable_mobile_phone_signup: the mobile phone becomes optional', async () => {
    const user = userEvent.setup();
    open({ flags: { disable_mobile_phone_signup: '1' } });
    await user.clear(await screen.findByRole('textbox', { name: /Mobile phone/ }));
    expect(mobile()).not.toBeRequired();
    await save(user);
    await screen.findByRole('heading', { name: 'Online application' });
    expect(puts()[0].body).toMatchObject({ mobile_phone: null });
  });

  it('disable_international_phone_numbers: an international number is refused', async () => {
    const user = userEvent.setup();
    open({ flags: { disable_international_phone_numbers: '1' } });
    await user.clear(await screen.findByRole('textbox', { name: /Mobile phone/ }));
    await user.type(mobile(), '+44 20 7946 0958');
    await save(user);
    expect(await screen.findByRole('textbox', { name: /Invalid Phone Number/ })).toBe(mobile());
    expect(puts()).toHaveLength(0);
  });
});

describe('PrelimInfoPage language', () => {
  it('switches the page with the language picker, saves the choice and sends it with the page', async () => {
    const user = userEvent.setup();
    open({ languages: [EN, ES] });
    await user.selectOptions(await screen.findByRole('combobox', { name: /Language/ }), 'es');
    expect(await screen.findByRole('textbox', { name: /Nombre/ })).toHaveValue('Ann');
    await waitFor(() => expect(api.calls('PUT /api/v1/languages/applicant-language/42')).toHaveLength(1));
    expect(api.calls('PUT /api/v1/languages/applicant-language/42')[0].body).toEqual({ language: 'es' });
    await save(user);
    await screen.findByRole('heading', { name: 'Online application' });
    expect(puts()[0].body).toMatchObject({ language: 'es' });
  });

  it('applies the applicant\'s saved language when the page opens', async () => {
    open({ languages: [EN, ES], savedLanguage: 'es' });
    expect(await screen.findByRole('textbox', { name: /Nombre/ })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Language/ })).toHaveValue('es');
    expect(api.calls('PUT /api/v1/languages/applicant-language/42')).toHaveLength(0);
  });
});
