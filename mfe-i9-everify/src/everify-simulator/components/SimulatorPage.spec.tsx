/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PERMISSIONS } from '@attest/contracts';
import { apiError, renderI9Page, serveFakeI9Api, signInAsStaff } from '../../testing/i9-test-kit';
import type { SimulatorCase, SimulatorStatus } from '../api/simulator-api';
import { SimulatorPage } from './SimulatorPage';

const api = serveFakeI9Api('admin/everify/simulator');
const STATUS = 'GET /api/v1/everify/simulator/status';
const SET_STATUS = 'PUT /api/v1/everify/simulator/status';
const CASES = 'GET /api/v1/everify/simulator/cases';
const PUSH = 'POST /api/v1/everify/simulator/cases/2025123456789AB/push';

const simCase = (over: Partial<SimulatorCase>): SimulatorCase => ({
  id: 1,
  case_number: '2025123456789AB',
  client_reference: 'attest-case-1',
  persona: 'dhs_tnc',
  ssn: '***-**-2222',
  status: 'REFERRED',
  status_key: 'everify_status_referred',
  closed: false,
  closure_statement: null,
  tnc_agency: 'DHS',
  employee_notified: true,
  referred_at: '2025-06-02T10:00:00.000Z',
  next_status: null,
  next_at: null,
  created_at: '2025-06-02T09:00:00.000Z',
  updated_at: '2025-06-02T10:00:00.000Z',
  ...over,
});

function serve(status: Partial<SimulatorStatus> = {}) {
  signInAsStaff(api, [PERMISSIONS.EVERIFY_MANAGE, PERMISSIONS.EVERIFY_READ]);
  let current: SimulatorStatus = { down: false, customer_down: false, global_down: false, lose_answers: 0, resolve_after_seconds: 0, ...status };
  api.handlers[STATUS] = () => ({ body: current });
  api.handlers[SET_STATUS] = (req) => {
    const body = JSON.parse(req.body) as { down?: boolean };
    current = { ...current, customer_down: !!body.down, down: !!body.down };
    return { body: current };
  };
  api.handlers['GET /api/v1/everify/simulator/personas'] = {
    body: [{ ssn_ending: '7777', persona: 'case_in_continuance', result: 'DHS_TNC', after_referral: 'CASE_IN_CONTINUANCE' }],
  };
  api.handlers[CASES] = {
    body: [simCase({}), simCase({ id: 2, case_number: '2025123456780CD', status: 'EMPLOYMENT_AUTHORIZED', closed: true, ssn: '***-**-6789' })],
  };
}

const open = () => renderI9Page('admin/everify/simulator', [{ path: 'admin/everify/simulator', element: <SimulatorPage /> }]);
const rowOf = (caseNumber: string) => document.querySelector(`tr[data-case="${caseNumber}"]`) as HTMLElement;

describe('the E-Verify simulator operator page', () => {
  it('switches E-Verify down for the account and back up', async () => {
    const user = userEvent.setup();
    serve();
    open();
    expect(await screen.findByText('E-Verify is up.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Take E-Verify down for this account' }));
    expect(await screen.findByText('E-Verify is down: calls answer “unavailable” and cases wait.')).toBeInTheDocument();
    expect(api.calls(SET_STATUS)).toEqual([{ url: '/api/v1/everify/simulator/status', body: { down: true } }]);
    expect(screen.getByRole('button', { name: 'Bring E-Verify back up for this account' })).toBeInTheDocument();
  });

  it('lists the cases with their results and offers only the results E-Verify could give next', async () => {
    serve();
    open();
    await waitFor(() => expect(rowOf('2025123456789AB')).toBeTruthy());
    const row = rowOf('2025123456789AB');
    expect(within(row).getByText('Referred: the employee contests the mismatch')).toBeInTheDocument();
    const select = within(row).getByRole('combobox', { name: 'Result for case 2025123456789AB' });
    const offered = within(select).getAllByRole('option').map((o) => o.textContent);
    expect(offered).toEqual(['Choose a result', 'Employment authorized', 'Case in continuance', 'Final nonconfirmation', 'DHS no show']);
    expect(within(rowOf('2025123456780CD')).getByText('No result to give')).toBeInTheDocument();
    expect(screen.getByText('SSN ending in 7777: DHS Tentative Nonconfirmation (mismatch) — after a referral: Case in continuance')).toBeInTheDocument();
  });

  it('pushes a case to a result, and shows the refusal E-Verify would give', async () => {
    const user = userEvent.setup();
    serve();
    api.handlers[PUSH] = apiError(409, 'everify_transition_refused');
    open();
    await waitFor(() => expect(rowOf('2025123456789AB')).toBeTruthy());
    const row = rowOf('2025123456789AB');
    await user.selectOptions(within(row).getByRole('combobox'), 'EMPLOYMENT_AUTHORIZED');
    await user.click(within(row).getByRole('button', { name: 'Push' }));
    expect(await within(row).findByRole('alert')).toHaveTextContent("This action is not possible in the case's current state");
    expect(api.calls(PUSH).at(-1)?.body).toEqual({ status: 'EMPLOYMENT_AUTHORIZED' });
    api.handlers[PUSH] = { body: simCase({ status: 'EMPLOYMENT_AUTHORIZED', closed: true }) };
    await user.click(within(row).getByRole('button', { name: 'Push' }));
    expect(await screen.findByText('E-Verify gave the new result. The case picks it up on its next status refresh.')).toBeInTheDocument();
    // The list is read again after the push.
    await waitFor(() => expect(api.calls(CASES)).toHaveLength(2));
  });

  it('without everify.manage the page shows the no-access panel and asks for nothing', async () => {
    signInAsStaff(api, [PERMISSIONS.EVERIFY_READ]);
    open();
    expect(await screen.findByRole('heading', { name: "You don't have access" })).toBeInTheDocument();
    expect(api.calls(CASES)).toEqual([]);
  });
});
