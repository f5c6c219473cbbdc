/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configAnswer, renderWithStore, resetFakeApi, startFakeApi, type FakeApi, type Handlers } from '../wizard/testing/portal-test-kit';
import { APPLICANT } from '../wizard/testing/wizard-handlers';
import { BasicInfoStep } from './BasicInfoStep';

// A form of some forty fields in jsdom: a keystroke costs tens of milliseconds here, so the default 5 s is short.
jest.setTimeout(30000);

let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());

const APPLICANT_URL = '/api/v2/customers/7/applicants/42';
const handlers = (applicant: Record<string, unknown> = {}, extra: Handlers = {}): Handlers => ({
  'GET /api/v1/configurations': configAnswer({}),
  [`GET ${APPLICANT_URL}`]: { body: { ...APPLICANT, ...applicant } },
  'PUT /api/v2/customers/7/applicants': (req) => ({ body: { ...APPLICANT, ...applicant, ...(JSON.parse(req.body) as object) } }),
  [`GET ${APPLICANT_URL}/emergencycontacts`]: { body: [] },
  [`GET ${APPLICANT_URL}/licenses`]: { body: [] },
  'GET /api/v2/customers/7/aplreference/forapplicant/42': { body: [] },
  ...extra,
});

const show = async (applicant: Record<string, unknown> = {}, extra: Handlers = {}, onSaved = jest.fn()) => {
  resetFakeApi(api, handlers(applicant, extra));
  renderWithStore(<BasicInfoStep customerId={7} applicantId={42} inWizard onSaved={onSaved} today="2025-06-15" />);
  await waitFor(() => expect(fieldOf('first_name')).not.toBeNull());
  return onSaved;
};
const save = () => userEvent.click(screen.getByText('Save and continue'));
const puts = () => api.calls('PUT /api/v2/customers/7/applicants').map((c) => c.body);
const fieldOf = (name: string) => document.querySelector(`[data-field="${name}"]`) as HTMLElement;
// Scoped to the field's frame: role queries over the whole form are slow in jsdom.
const inputOf = (name: string) => fieldOf(name).querySelector('input, textarea, select') as HTMLInputElement;

describe('basic info: wrong entries show the shared rules’ messages', () => {
  it('invalid phone, zip and SSN show their messages once left, and Save sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    await show();
    await user.clear(inputOf('mobile_phone'));
    await user.type(inputOf('mobile_phone'), '12345');
    await user.clear(inputOf('zip'));
    await user.type(inputOf('zip'), '5960');
    await user.type(inputOf('fed_id'), '000123456');
    await user.tab();
    expect(within(fieldOf('mobile_phone')).getByText('Invalid Phone Number')).toBeInTheDocument();
    expect(within(fieldOf('zip')).getByText('Invalid Zip Code')).toBeInTheDocument();
    expect(within(fieldOf('fed_id')).getByText('Invalid SSN')).toBeInTheDocument();
    await save();
    expect(puts()).toEqual([]);
  });

  it('phone and zip typing rules: letters dropped, zip hyphen after 5 digits; banners by id on the phones', async () => {
    const user = userEvent.setup({ delay: null });
    await show({ mobile_phone: null, zip: null });
    await user.type(inputOf('mobile_phone'), '555abc1234567');
    await user.tab();
    expect(inputOf('mobile_phone')).toHaveValue('555-123-4567');
    await user.type(inputOf('zip'), '59601x1234');
    expect(inputOf('zip')).toHaveValue('59601-1234');
    expect(fieldOf('mobile_phone').querySelector('[data-banner-id="2"]')).not.toBeNull();
    expect(fieldOf('home_phone').querySelector('[data-banner-id="1"]')).not.toBeNull();
  });

  it('an international number is accepted unless config disable_international_phone_numbers is on', async () => {
    const user = userEvent.setup({ delay: null });
    await show({ home_phone: null });
    await user.type(inputOf('home_phone'), '+44 20 7946 0958');
    await user.tab();
    expect(within(fieldOf('home_phone')).queryByText('Invalid Phone Number')).toBeNull();
    cleanup();
    await show({ home_phone: null }, { 'GET /api/v1/configurations': configAnswer({ disable_international_phone_numbers: '1' }) });
    await waitFor(() => expect(api.calls('GET /api/v1/configurations')).toHaveLength(1));
    await user.type(inputOf('home_phone'), '+44 20 7946 0958');
    await user.tab();
    expect(await within(fieldOf('home_phone')).findByText('Invalid Phone Number')).toBeInTheDocument();
  });

  it('required fields show Required Field after a save attempt', async () => {
    const user = userEvent.setup({ delay: null });
    await show({ first_name: '', email: '' });
    await save();
    expect(await within(fieldOf('first_name')).findByText('Required Field')).toBeInTheDocument();
    expect(within(fieldOf('email')).getByText('Required Field')).toBeInTheDocument();
    await user.type(inputOf('email'), '@example.com');
    expect(within(fieldOf('email')).getByText("Value must not start with '@'")).toBeInTheDocument();
    expect(puts()).toEqual([]);
  });
});

describe('basic info: federal id by country', () => {
  it('US: concealed SSN with the eye toggle and the SSN mask while shown', async () => {
    const user = userEvent.setup({ delay: null });
    await show();
    const input = inputOf('fed_id');
    expect(fieldOf('fed_id')).toHaveTextContent('Social Security number');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('autocomplete', 'off');
    await user.click(screen.getByRole('button', { name: 'Show Social Security number' }));
    expect(input).toHaveAttribute('type', 'text');
    await user.type(input, '123456789');
    expect(input).toHaveValue('123-45-6789');
    await user.tab();
    expect(within(fieldOf('fed_id')).queryByText('Invalid SSN')).toBeNull();
  });

  it('CA: a SIN failing its checksum is invalid_sin; a valid one passes', async () => {
    const user = userEvent.setup({ delay: null });
    await show({ country: 'CA', state: 'ON', zip: 'M5H 1J9' });
    const input = inputOf('fed_id');
    await user.type(input, '123456789');
    await user.tab();
    expect(within(fieldOf('fed_id')).getByText('Invalid SIN')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, '046454286');
    expect(within(fieldOf('fed_id')).queryByText('Invalid SIN')).toBeNull();
    // CA postal codes follow their own pattern; the US zip rule does not apply.
    await user.clear(inputOf('zip'));
    await user.type(inputOf('zip'), '12345');
    await user.tab();
    expect(within(fieldOf('zip')).getByText('Invalid Zip Code')).toBeInTheDocument();
  });

  it('UK: NINO rule', async () => {
    const user = userEvent.setup({ delay: null });
    await show({ country: 'UK', state: null });
    expect(fieldOf('fed_id')).toHaveTextContent('National Insurance number');
    await user.type(inputOf('fed_id'), 'QQ123456C');
    await user.tab();
    expect(within(fieldOf('fed_id')).getByText('Invalid NINO')).toBeInTheDocument();
    await user.clear(inputOf('fed_id'));
    await user.type(inputOf('fed_id'), 'AB123456C');
    expect(within(fieldOf('fed_id')).queryByText('Invalid NINO')).toBeNull();
  });

  it('IE: PPSN rule', async () => {
    const user = userEvent.setup({ delay: null });
    await show({ country: 'IE', state: null });
    expect(fieldOf('fed_id')).toHaveTextContent('PPS number');
    await user.type(inputOf('fed_id'), '12345');
    await user.tab();
    expect(within(fieldOf('fed_id')).getByText('Invalid PPSN')).toBeInTheDocument();
  });

  it('any other country: the general federal id message', async () => {
    const user = userEvent.setup({ delay: null });
    await show({ country: 'FR', state: null });
    expect(fieldOf('fed_id')).toHaveTextContent('Federal ID');
    await user.type(inputOf('fed_id'), '1!');
    await user.tab();
    expect(within(fieldOf('fed_id')).getByText('Invalid federal id')).toBeInTheDocument();
  });

  it('a federal id on file is kept when the field is left empty, and replaced when typed', async () => {
    const user = userEvent.setup({ delay: null });
    const onSaved = await show({ fed_tax: { fed_id: '*****6789', date_of_birth: '1990-04-02', fed_filing_status: null, fed_tax_allowances: null } });
    expect(screen.getByTestId('fed-id-on-file')).toHaveTextContent('ending in 6789');
    await user.type(inputOf('first_name'), 'x');
    await save();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(puts()).toEqual([{ applicant_id: 42, first_name: 'Anax' }]);
  });
});

describe('basic info: criminal history self-disclosure', () => {
  it('yes makes conviction date, crime, court and sentence required; the details are sent with admission', async () => {
    const user = userEvent.setup({ delay: null });
    const onSaved = await show();
    expect(fieldOf('crime')).toBeNull();
    await user.click(within(fieldOf('convicted')).getByRole('radio', { name: 'Yes' }));
    await save();
    for (const name of ['conviction_date', 'crime', 'court_name', 'sentence']) {
      expect(await within(fieldOf(name)).findByText('Required Field')).toBeInTheDocument();
    }
    expect(within(fieldOf('other_info')).queryByText('Required Field')).toBeNull();
    expect(puts()).toEqual([]);
    await user.type(inputOf('conviction_date'), '03/04/2020');
    await user.type(inputOf('crime'), 'Theft');
    await user.type(inputOf('court_name'), 'Helena Municipal');
    await user.type(inputOf('sentence'), 'Probation');
    await save();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(puts()).toEqual([
      { applicant_id: 42, admission: { convicted: '1', conviction_date: '2020-03-04', crime: 'Theft', court_name: 'Helena Municipal', sentence: 'Probation' } },
    ]);
  });

  it('a conviction date in the future is refused; no clears the details that were on file', async () => {
    const user = userEvent.setup({ delay: null });
    await show({ admission: { convicted: '1', conviction_date: '2019-01-01', crime: 'Theft', court_name: 'Court', sentence: 'Fine', other_info: null } });
    const date = inputOf('conviction_date');
    await user.clear(date);
    await user.type(date, '01/01/2026');
    await user.tab();
    expect(within(fieldOf('conviction_date')).getByText('Date must be on or before 06/15/2025')).toBeInTheDocument();
    await user.click(within(fieldOf('convicted')).getByRole('radio', { name: 'No' }));
    expect(fieldOf('crime')).toBeNull();
    await save();
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]).toEqual({ applicant_id: 42, admission: { convicted: '0', conviction_date: null, crime: null, court_name: null, sentence: null } });
  });
});
