/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PERMISSIONS, type AtsSimStatusDto } from '@attest/contracts';
import { sendJson } from '@attest/shared-ui/testing/local-server';
import { fakeApi, renderAdminPage, resetFakeApi, serveFakeAccountAdminApi } from '../../testing/account-admin-test-kit';
import { AtsSimulatorPage } from './AtsSimulatorPage';

const requests = serveFakeAccountAdminApi('admin/integrations/ats-simulator');

const STATUS: AtsSimStatusDto = {
  fail_status: null, fail_count: 0, retry_after_s: 1, token_ttl_s: 3600, calls: 12, token_issues: 2, last_change_seq: 47,
  counts: { categories: 4, specialties: 6, skills: 6, industries: 4, clients: 3, joborders: 8, candidates: 3, placements: 2, certifications: 2, files: 2 },
};

describe('AtsSimulatorPage', () => {
  beforeEach(() => {
    resetFakeApi([PERMISSIONS.INTEGRATIONS_MANAGE]);
    fakeApi.handle = (req, res) => {
      const path = req.url.split('?')[0];
      if (req.method === 'GET' && path === '/api/v1/integrations/ats/simulator/status') {return sendJson(res, 200, STATUS), true;}
      if (req.method === 'GET' && path === '/api/v1/integrations/ats/simulator/data/joborders') {
        return sendJson(res, 200, { total: 1, data: [{ id: 4001, title: 'Forklift Operator', payRate: 19.5, address: { city: 'Billings' } }] }), true;
      }
      if (req.method === 'GET' && path === '/api/v1/integrations/ats/simulator/data/categories') {return sendJson(res, 200, { total: 1, data: [{ id: 2001, name: 'Light Industrial', enabled: true }] }), true;}
      if (req.method === 'POST' && path === '/api/v1/integrations/ats/simulator/faults') {return sendJson(res, 200, { ...STATUS, fail_status: 429, fail_count: 2 }), true;}
      if (req.method === 'POST' && path === '/api/v1/integrations/ats/simulator/joborders') {
        return sendJson(res, 400, { statusCode: 400, error: 'Bad Request', messageKey: 'ats_sim_job_order_invalid', details: { fields: { city: 'ats_sim_city_required' } } }), true;
      }
      return false;
    };
  });

  it('shows the counters and the records of the chosen kind', async () => {
    const user = userEvent.setup();
    renderAdminPage('admin/integrations/ats-simulator', <AtsSimulatorPage />);
    expect(await screen.findByTestId('sim-counters')).toHaveTextContent('Calls: 12');
    const row = (await screen.findAllByRole('row'))[1];
    expect(within(row).getByText('Forklift Operator')).toBeInTheDocument();
    expect(within(row).getByText(/payRate: 19.5/)).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Records' }), 'Categories');
    expect(await screen.findByText('Light Industrial')).toBeInTheDocument();
  });

  it('forces failures and keeps a refused job order as typed with the field errors', async () => {
    const user = userEvent.setup();
    renderAdminPage('admin/integrations/ats-simulator', <AtsSimulatorPage />);
    await screen.findByTestId('sim-counters');
    const count = screen.getByRole('textbox', { name: 'Next calls' });
    await user.clear(count);
    await user.type(count, '2');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(requests().filter((r) => r.url === '/api/v1/integrations/ats/simulator/faults').map((r) => JSON.parse(r.body))).toEqual([{ status: 429, count: 2, retry_after_s: 2 }]));

    await user.type(screen.getByRole('textbox', { name: /^Title/ }), 'Night Picker');
    await user.type(screen.getByRole('textbox', { name: /^State/ }), 'MT');
    await user.click(screen.getByRole('button', { name: 'Add job order' }));
    expect(await screen.findByText('Enter a city.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveValue('Night Picker');
    expect(screen.getByRole('textbox', { name: /^State/ })).toHaveValue('MT');
  });
});
