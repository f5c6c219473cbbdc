/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PERMISSIONS, type AdapterPropertyDto } from '@attest/contracts';
import { sendJson } from '@attest/shared-ui/testing/local-server';
import { fakeApi, renderAdminPage, resetFakeApi, serveFakeAccountAdminApi } from '../../testing/account-admin-test-kit';
import { AdapterPropertiesPage } from './AdapterPropertiesPage';

const requests = serveFakeAccountAdminApi('admin/integrations/adapter-properties');
const PROPS: AdapterPropertyDto[] = [
  { id: 1, adapterId: 1, name: 'DISABLE_SYNC_FROM_ATS', value: 'true', secret: false, updatedAt: '2026-11-25T10:00:00.000Z' },
  { id: 2, adapterId: 1, name: 'webhook_secret', value: '********', secret: true, updatedAt: '2026-11-25T10:00:00.000Z' },
];

describe('AdapterPropertiesPage', () => {
  beforeEach(() => {
    resetFakeApi([PERMISSIONS.INTEGRATIONS_MANAGE]);
    fakeApi.handle = (req, res) => {
      if (req.url === '/api/v1/adapterProperties') {return sendJson(res, 200, [{ id: 1, name: 'ATS_SIMULATOR', systemType: 1, integration: 'simulator' }]), true;}
      if (req.method === 'GET' && req.url === '/api/v1/adapterProperties/1') {return sendJson(res, 200, PROPS), true;}
      if (req.method === 'POST' && req.url === '/api/v1/adapterProperties/1') {
        const body = JSON.parse(req.body) as { name: string };
        if (body.name.startsWith('1')) {
          return sendJson(res, 400, { statusCode: 400, error: 'Bad Request', messageKey: 'validation_failed', details: { fields: { name: 'adapter_property_name_invalid' } } }), true;
        }
        return sendJson(res, 200, PROPS), true;
      }
      return false;
    };
  });

  it('never shows a secret, sends a new one as a secret, and shows a bad name next to the field', async () => {
    const user = userEvent.setup();
    renderAdminPage('admin/integrations/adapter-properties', <AdapterPropertiesPage />);
    const secretRow = (await screen.findAllByRole('row'))[2];
    expect(within(secretRow).getByText('Secret (hidden)')).toBeInTheDocument();
    expect(screen.queryByText('********')).not.toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: /Name/ }), '1bad');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A property name starts with a letter and has at most 64 letters, digits, dots, dashes or underscores.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveValue('1bad');

    await user.clear(screen.getByRole('textbox', { name: /Name/ }));
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'api_token');
    await user.click(screen.getByRole('checkbox', { name: /Secret/ }));
    await user.type(screen.getByLabelText(/^Value/), 'tok-123');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requests().filter((r) => r.method === 'POST')).toHaveLength(2));
    expect(JSON.parse(requests().filter((r) => r.method === 'POST')[1].body)).toEqual({ name: 'api_token', value: 'tok-123', secret: true });
  });
});
