/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PERMISSIONS, type FieldMappingDto } from '@attest/contracts';
import { sendJson } from '@attest/shared-ui/testing/local-server';
import { fakeApi, renderAdminPage, resetFakeApi, serveFakeAccountAdminApi } from '../../testing/account-admin-test-kit';
import { FieldMappingsPage } from './FieldMappingsPage';

const requests = serveFakeAccountAdminApi('admin/integrations/field-mappings');
const BASE = '/api/v1/integrations/simulator/config/field-map';
const FIRST: FieldMappingDto = { mappingId: 3, integration: 'simulator', internalEntityType: 'APPLICANT', externalEntityType: 'CANDIDATE', internalField: 'first_name', externalField: 'firstName', fieldType: 'STRING', codeCategory: null, direction: 'BOTH' };

describe('FieldMappingsPage', () => {
  let rows: FieldMappingDto[];
  beforeEach(() => {
    resetFakeApi([PERMISSIONS.INTEGRATIONS_MANAGE]);
    rows = [FIRST];
    fakeApi.handle = (req, res) => {
      const url = req.url;
      if (req.method === 'POST' && url === BASE) {return sendJson(res, 200, rows), true;}
      if (url === `${BASE}/internal-entity-types`) {return sendJson(res, 200, ['APPLICANT', 'PLACEMENT', 'CREDENTIAL']), true;}
      if (url.startsWith(`${BASE}/external-entity-types`)) {return sendJson(res, 200, ['CANDIDATE']), true;}
      if (url.startsWith(`${BASE}/internal-fields`)) {return sendJson(res, 200, [{ field: 'first_name', fieldType: 'STRING' }, { field: 'state', fieldType: 'CODE', codeCategory: 'state' }]), true;}
      if (url.startsWith(`${BASE}/external-fields`)) {return sendJson(res, 200, [{ field: 'firstName', fieldType: 'STRING' }, { field: 'address.state', fieldType: 'STRING' }]), true;}
      if (url === `${BASE}/field-types`) {return sendJson(res, 200, ['STRING', 'NUMBER', 'BOOLEAN', 'DATE', 'CODE']), true;}
      if (req.method === 'POST' && url === `${BASE}/mapping`) {
        const body = JSON.parse(req.body) as FieldMappingDto;
        if (body.externalField === 'firstName') {
          return sendJson(res, 409, { statusCode: 409, error: 'Conflict', messageKey: 'field_map_external_field_taken', details: {} }), true;
        }
        rows = [...rows, { ...body, mappingId: 4, integration: 'simulator' }];
        return sendJson(res, 201, rows[1]), true;
      }
      return false;
    };
  });

  it('lists the mappings; adding a code field carries its category; a clash shows the message and keeps what was typed', async () => {
    const user = userEvent.setup();
    renderAdminPage('admin/integrations/field-mappings', <FieldMappingsPage />);
    const row = (await screen.findAllByRole('row'))[1];
    expect(within(row).getByText('firstName')).toBeInTheDocument();
    expect(within(row).getByText('Both ways')).toBeInTheDocument();

    await waitFor(() => expect(screen.getByRole('option', { name: 'state' })).toBeInTheDocument());
    await user.selectOptions(screen.getByRole('combobox', { name: /Our field/ }), 'first_name');
    await user.type(screen.getByRole('combobox', { name: /External field/ }), 'firstName');
    await user.click(screen.getByRole('button', { name: 'Add mapping' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Another mapping already writes this external field.');
    expect(screen.getByRole('combobox', { name: /External field/ })).toHaveValue('firstName');

    await user.selectOptions(screen.getByRole('combobox', { name: /Our field/ }), 'state');
    expect(screen.getByRole('textbox', { name: /Code category/ })).toHaveValue('state');
    await user.clear(screen.getByRole('combobox', { name: /External field/ }));
    await user.type(screen.getByRole('combobox', { name: /External field/ }), 'address.state');
    await user.click(screen.getByRole('button', { name: 'Add mapping' }));
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(3));
    const posted = requests().filter((r) => r.method === 'POST' && r.url === `${BASE}/mapping`).map((r) => JSON.parse(r.body) as Record<string, unknown>);
    expect(posted[1]).toEqual({ internalEntityType: 'APPLICANT', externalEntityType: 'CANDIDATE', internalField: 'state', externalField: 'address.state', fieldType: 'CODE', codeCategory: 'state', direction: 'BOTH' });
  });
});
