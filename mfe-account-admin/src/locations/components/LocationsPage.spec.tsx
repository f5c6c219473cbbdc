/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PERMISSIONS, type LocationDto } from '@attest/contracts';
import { sendJson } from '@attest/shared-ui/testing/local-server';
import { fakeApi, renderAdminPage, resetFakeApi, serveFakeAccountAdminApi } from '../../testing/account-admin-test-kit';
import { LocationsPage } from './LocationsPage';

const requests = serveFakeAccountAdminApi('admin/locations');
const WEST: LocationDto = { location_id: 11, location_code: 'west', name: 'West', address: null, time_zone: null, languages: [] };

/** GET /locations and /Languages/customer; PUT and bulkAdd answer what `answers` says. */
function server(answers: { put?: [number, unknown]; bulk?: [number, unknown] }) {
  fakeApi.handle = (req, res) => {
    const path = req.url.split('?')[0];
    if (req.method === 'GET' && path === '/api/v1/locations') {
      sendJson(res, 200, [WEST]);
    } else if (req.method === 'GET' && path === '/api/v1/Languages/customer') {
      sendJson(res, 200, [
        { language_id: 1, code: 'en', name: 'English', is_default: true, location_codes: [] },
        { language_id: 2, code: 'es', name: 'Español', is_default: false, location_codes: [] },
      ]);
    } else if (req.method === 'PUT' && path === '/api/v1/locations/11' && answers.put) {
      sendJson(res, answers.put[0], answers.put[1]);
    } else if (req.method === 'POST' && path === '/api/v1/locations/bulkAdd' && answers.bulk) {
      sendJson(res, answers.bulk[0], answers.bulk[1]);
    } else {
      return false;
    }
    return true;
  };
}

describe('LocationsPage', () => {
  it('edits address, time zone and languages and saves them', async () => {
    resetFakeApi([PERMISSIONS.ACCOUNT_READ, PERMISSIONS.ACCOUNT_MANAGE]);
    server({ put: [200, { ...WEST, name: 'West Coast', time_zone: 'America/Denver', languages: ['es'] }] });
    const user = userEvent.setup();
    renderAdminPage('admin/locations', <LocationsPage />);
    await user.click(await screen.findByRole('button', { name: 'Edit West' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit location west' });
    await user.clear(within(dialog).getByRole('textbox', { name: /^Name/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'West Coast');
    await user.type(within(dialog).getByRole('textbox', { name: 'Address' }), '1 Ocean Ave');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Time zone' }), 'America/Denver');
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Español' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save location' }));
    expect(await screen.findByText('The location has been saved.')).toBeInTheDocument();
    const put = requests().find((r) => r.method === 'PUT');
    expect(JSON.parse(put?.body ?? '{}')).toEqual({ name: 'West Coast', address: '1 Ocean Ave', time_zone: 'America/Denver', languages: ['es'] });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('a refused save keeps the dialog open with what was typed and the error beside the field', async () => {
    resetFakeApi([PERMISSIONS.ACCOUNT_READ, PERMISSIONS.ACCOUNT_MANAGE]);
    server({ put: [400, { statusCode: 400, error: 'Bad Request', messageKey: 'validation_failed', details: { fields: { languages: 'language_not_offered' } } }] });
    const user = userEvent.setup();
    renderAdminPage('admin/locations', <LocationsPage />);
    await user.click(await screen.findByRole('button', { name: 'Edit West' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Address' }), 'Typed address');
    await user.click(within(dialog).getByRole('button', { name: 'Save location' }));
    expect(await within(dialog).findByText('Add this language to the account first.')).toBeInTheDocument();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Some fields are not valid.');
    expect(within(dialog).getByRole('textbox', { name: 'Address' })).toHaveValue('Typed address');
  });

  it('bulk add lists the refused lines and keeps the text', async () => {
    resetFakeApi([PERMISSIONS.ACCOUNT_READ, PERMISSIONS.ACCOUNT_MANAGE]);
    server({ bulk: [400, { statusCode: 400, error: 'Bad Request', messageKey: 'bulk_rows_invalid', details: { rows: [{ index: 1, location_code: 'west', fields: { location_code: 'location_code_taken' } }] } }] });
    const user = userEvent.setup();
    renderAdminPage('admin/locations', <LocationsPage />);
    const form = await screen.findByRole('form', { name: 'Add locations' });
    await user.type(within(form).getByRole('textbox'), 'north, North, America/Chicago, es{enter}west, Again');
    await user.click(within(form).getByRole('button', { name: 'Add locations' }));
    expect(await within(form).findByText('Line 2: Code: This code is already used by another location.')).toBeInTheDocument();
    expect(within(form).getByRole('textbox')).toHaveValue('north, North, America/Chicago, es\nwest, Again');
    expect(JSON.parse(requests().find((r) => r.method === 'POST')?.body ?? '{}')).toEqual({
      locations: [{ location_code: 'north', name: 'North', time_zone: 'America/Chicago', languages: ['es'] }, { location_code: 'west', name: 'Again' }],
    });
  });

  it('read-only without account.manage', async () => {
    resetFakeApi([PERMISSIONS.ACCOUNT_READ]);
    server({});
    renderAdminPage('admin/locations', <LocationsPage />);
    expect(await screen.findByText('West')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit West' })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Add locations' })).not.toBeInTheDocument();
  });
});
