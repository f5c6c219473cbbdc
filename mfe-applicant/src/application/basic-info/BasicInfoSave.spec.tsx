/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import { screen, waitFor, within } from '@testing-library/react';
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

const BASE = '/api/v2/customers/7/applicants/42';
const CONTACT = { contact_id: 5, applicant_id: 42, name: 'Luis Lopez', relationship: 'Brother', phone: '555-222-3333', email: null };
const LICENSE = { license_id: 9, applicant_id: 42, license_type: 'RN', license_number: '****4321', state: 'MT', expiration_date: '2027-01-31', active: 1, notes: null, external_id: null };
const REFERENCE = { ref_id: 3, applicant_id: 42, customer_id: 7, created: '2024-01-01', company: 'Acme', active: 1, first_name: 'Eva', last_name: 'Stone', email: null, phone: null, city: null, state: null, comment: null, status: 1 };

const echoList = (idName: string) => (req: { body: string }) => ({
  body: (JSON.parse(req.body) as Record<string, unknown>[]).filter((r) => !r.deleted && r.active !== 0).map((r, i) => ({ ...r, [idName]: r[idName] ?? 100 + i })),
});

const handlers = (extra: Handlers = {}): Handlers => ({
  'GET /api/v1/configurations': configAnswer({}),
  [`GET ${BASE}`]: { body: APPLICANT },
  'PUT /api/v2/customers/7/applicants': (req) => ({ body: { ...APPLICANT, ...(JSON.parse(req.body) as object) } }),
  [`GET ${BASE}/emergencycontacts`]: { body: [CONTACT] },
  [`POST ${BASE}/emergencycontacts`]: echoList('contact_id'),
  [`GET ${BASE}/licenses`]: { body: [LICENSE] },
  [`POST ${BASE}/licenses`]: echoList('license_id'),
  'GET /api/v2/customers/7/aplreference/forapplicant/42': { body: [REFERENCE, { ...REFERENCE, ref_id: 4, first_name: 'Old', active: 0 }] },
  'POST /api/v2/customers/7/aplreference/multi': echoList('ref_id'),
  ...extra,
});

const show = async (extra: Handlers = {}, onSaved = jest.fn()) => {
  resetFakeApi(api, handlers(extra));
  renderWithStore(<BasicInfoStep customerId={7} applicantId={42} inWizard onSaved={onSaved} today="2025-06-15" />);
  await waitFor(() => expect(fieldOf('first_name')).not.toBeNull());
  return onSaved;
};
const fieldOf = (name: string) => document.querySelector(`[data-field="${name}"]`) as HTMLElement;
const inputOf = (name: string) => fieldOf(name).querySelector('input, textarea, select') as HTMLInputElement;
const rowsOf = (list: string) => Array.from(document.querySelectorAll<HTMLElement>(`[data-row="${list}"]`));
const save = () => userEvent.click(screen.getByText('Save and continue'));
const bodies = (key: string) => api.calls(key).map((c) => c.body);

describe('basic info: saving', () => {
  it('sends only changed fields grouped fed_tax / eeoc, then a toast and onSaved; no row call when rows did not change', async () => {
    const user = userEvent.setup({ delay: null });
    const onSaved = await show();
    expect(rowsOf('references')).toHaveLength(1); // the inactive reference is not shown
    await user.clear(inputOf('city'));
    await user.type(inputOf('city'), 'Butte');
    await user.type(inputOf('fed_id'), '123-45-6789');
    await user.selectOptions(inputOf('gender'), 'not_disclosed');
    await user.selectOptions(inputOf('fed_filing_status'), 'married');
    await save();
    expect(await screen.findByText('Changes Saved Successfully')).toBeInTheDocument();
    expect(onSaved).toHaveBeenCalledTimes(1);
    expect(bodies('PUT /api/v2/customers/7/applicants')).toEqual([
      { applicant_id: 42, city: 'Butte', fed_tax: { fed_id: '123-45-6789', fed_filing_status: 'married' }, eeoc: { gender: 'not_disclosed' } },
    ]);
    expect(api.calls(`POST ${BASE}/emergencycontacts`)).toEqual([]);
    expect(api.calls(`POST ${BASE}/licenses`)).toEqual([]);
    expect(api.calls('POST /api/v2/customers/7/aplreference/multi')).toEqual([]);
  });

  it('rows: removing sends deleted (contacts, licenses) or active 0 (references); added rows are new; masked numbers are not sent back', async () => {
    const user = userEvent.setup({ delay: null });
    await show();
    await user.click(within(rowsOf('contacts')[0]).getByText('Remove'));
    await user.click(screen.getByText('Add emergency contact'));
    await user.type(inputOf('contacts[0].name'), 'Marta Ruiz');
    await user.type(inputOf('contacts[0].phone'), '5554443333');
    await user.clear(inputOf('licenses[0].notes'));
    await user.type(inputOf('licenses[0].notes'), 'Compact');
    await user.click(screen.getByText('Add license'));
    await user.type(inputOf('licenses[1].license_type'), 'LPN');
    await user.type(inputOf('licenses[1].license_number'), 'X-77');
    await user.click(within(rowsOf('references')[0]).getByText('Remove'));
    await save();
    expect(await screen.findByText('Changes Saved Successfully')).toBeInTheDocument();
    expect(api.calls('PUT /api/v2/customers/7/applicants')).toEqual([]);
    expect(bodies(`POST ${BASE}/emergencycontacts`)).toEqual([
      [
        { contact_id: null, applicant_id: 42, name: 'Marta Ruiz', relationship: null, phone: '555-444-3333', email: null },
        { ...CONTACT, deleted: true },
      ],
    ]);
    const [licenses] = bodies(`POST ${BASE}/licenses`) as Record<string, unknown>[][];
    expect(licenses).toHaveLength(2);
    expect(licenses[0]).toMatchObject({ license_id: 9, notes: 'Compact', license_type: 'RN' });
    expect(licenses[0]).not.toHaveProperty('license_number');
    expect(licenses[1]).toMatchObject({ license_id: null, applicant_id: 42, license_type: 'LPN', license_number: 'X-77', active: 1 });
    expect(bodies('POST /api/v2/customers/7/aplreference/multi')).toEqual([[{ ...REFERENCE, active: 0 }]]);
    // The saved lists come back with ids: the form shows them, and another save sends nothing again.
    expect(rowsOf('references')).toHaveLength(0);
    expect(rowsOf('contacts')).toHaveLength(1);
    await save();
    await waitFor(() => expect(screen.getAllByText('Changes Saved Successfully')).toHaveLength(2));
    expect(api.calls(`POST ${BASE}/emergencycontacts`)).toHaveLength(1);
  });

  it('row fields follow the shared rules (required name and phone, invalid phone)', async () => {
    const user = userEvent.setup({ delay: null });
    await show();
    await user.click(screen.getByText('Add emergency contact'));
    await user.type(inputOf('contacts[1].phone'), '123');
    await save();
    expect(await within(fieldOf('contacts[1].name')).findByText('Required Field')).toBeInTheDocument();
    expect(within(fieldOf('contacts[1].phone')).getByText('Invalid Phone Number')).toBeInTheDocument();
    expect(api.calls(`POST ${BASE}/emergencycontacts`)).toEqual([]);
  });

  it('a server field error shows on the field, keeps what was typed and toasts An Error Occurred', async () => {
    const user = userEvent.setup({ delay: null });
    const conflict = { status: 409, body: { statusCode: 409, error: 'Conflict', messageKey: 'duplicate_email', details: { fields: { email: 'duplicate_email' } } } };
    const onSaved = await show({ 'PUT /api/v2/customers/7/applicants': conflict });
    await user.clear(inputOf('email'));
    await user.type(inputOf('email'), 'taken@example.com');
    await user.type(inputOf('previous_names'), 'Ana Ruiz');
    await save();
    expect(await within(fieldOf('email')).findByText('taken@example.com is already in use')).toBeInTheDocument();
    expect(screen.getByText('An Error Occurred')).toBeInTheDocument();
    expect(inputOf('email')).toHaveValue('taken@example.com');
    expect(inputOf('previous_names')).toHaveValue('Ana Ruiz');
    expect(onSaved).not.toHaveBeenCalled();
    await user.type(inputOf('email'), 'x');
    expect(within(fieldOf('email')).queryByText(/already in use/)).toBeNull();
  });

  it('a failed row list keeps its rows and toasts; lists that saved are not sent again', async () => {
    const user = userEvent.setup({ delay: null });
    const failing = { status: 500, body: { statusCode: 500, error: 'Internal', messageKey: 'unexpected_error', details: {} } };
    const onSaved = await show({ [`POST ${BASE}/licenses`]: failing });
    await user.click(screen.getByText('Add emergency contact'));
    await user.type(inputOf('contacts[1].name'), 'Marta Ruiz');
    await user.type(inputOf('contacts[1].phone'), '5554443333');
    await user.click(screen.getByText('Add license'));
    await user.type(inputOf('licenses[1].license_type'), 'LPN');
    await save();
    expect(await screen.findByText('An Error Occurred')).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
    expect(inputOf('licenses[1].license_type')).toHaveValue('LPN');
    api.handlers[`POST ${BASE}/licenses`] = echoList('license_id');
    await save();
    expect(await screen.findByText('Changes Saved Successfully')).toBeInTheDocument();
    expect(api.calls(`POST ${BASE}/emergencycontacts`)).toHaveLength(1);
    expect(api.calls(`POST ${BASE}/licenses`)).toHaveLength(2);
    expect(onSaved).toHaveBeenCalledTimes(1);
  });
});

describe('basic info: address autocomplete', () => {
  const PLACE = {
    place_id: 'p1',
    formatted_address: '100 Last Chance Gulch Suite 4, Helena, MT 59601, USA',
    address_components: [
      { long_name: '100', short_name: '100', types: ['street_number'] },
      { long_name: 'Last Chance Gulch', short_name: 'Last Chance Gulch', types: ['route'] },
      { long_name: 'Suite 4', short_name: 'Suite 4', types: ['subpremise'] },
      { long_name: 'Helena', short_name: 'Helena', types: ['locality', 'political'] },
      { long_name: 'Montana', short_name: 'MT', types: ['administrative_area_level_1', 'political'] },
      { long_name: 'United States', short_name: 'US', types: ['country', 'political'] },
      { long_name: '59602', short_name: '59602', types: ['postal_code'] },
    ],
  };

  it("suggests places in the applicant's country after typing pauses; choosing one fills the address fields", async () => {
    const user = userEvent.setup({ delay: null });
    await show({
      'GET /api/v1/maps/autocomplete': { body: [{ place_id: 'p1', description: '100 Last Chance Gulch, Helena, MT, USA' }] },
      'GET /api/v1/maps/place/p1': { body: PLACE },
    });
    const address1 = screen.getByRole('combobox', { name: /Address/ });
    await user.clear(address1);
    await user.type(address1, '100 Last');
    await waitFor(() => expect(api.calls('GET /api/v1/maps/autocomplete')).toHaveLength(1));
    const option = await within(fieldOf('address1')).findByRole('option', { name: '100 Last Chance Gulch, Helena, MT, USA' });
    const lookups = api.calls('GET /api/v1/maps/autocomplete');
    expect(lookups).toHaveLength(1); // debounced: one call for the whole typing
    expect(lookups[0].url).toBe('/api/v1/maps/autocomplete?input=100%20Last&country=US');
    await user.click(option);
    await waitFor(() => expect(address1).toHaveValue('100 Last Chance Gulch'));
    expect(inputOf('address2')).toHaveValue('Suite 4');
    expect(inputOf('city')).toHaveValue('Helena');
    expect(inputOf('state')).toHaveValue('MT');
    expect(inputOf('zip')).toHaveValue('59602');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('typing by hand still works when the maps service fails', async () => {
    const user = userEvent.setup({ delay: null });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await show({ 'GET /api/v1/maps/autocomplete': { status: 502, body: { statusCode: 502, messageKey: 'maps_unavailable' } } });
    const address1 = screen.getByRole('combobox', { name: /Address/ });
    await user.clear(address1);
    await user.type(address1, '22 Oak Street');
    await waitFor(() => expect(api.calls('GET /api/v1/maps/autocomplete')).toHaveLength(1));
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(address1).toHaveValue('22 Oak Street');
    expect(screen.queryByRole('listbox')).toBeNull();
    warn.mockRestore();
  });
});
