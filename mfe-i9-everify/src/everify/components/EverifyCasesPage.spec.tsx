/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PERMISSIONS } from '@attest/contracts';
import { renderI9Page, serveFakeI9Api, signInAsStaff } from '../../testing/i9-test-kit';
import { everifyCase } from '../../testing/everify-fixtures';
import type { CaseCounts, EverifyCase } from '../api/everify-cases-api';
import { EverifyCasesPage } from './EverifyCasesPage';

const api = serveFakeI9Api('admin/everify');
const QUERY = 'POST /api/v1/everify/query';
const COUNTS = 'POST /api/v1/everify/counts';

const counts = (over: Partial<CaseCounts> = {}): CaseCounts =>
  ({
    total: 3, open: 2, awaiting_service: 1, DRAFT: 0, SUBMITTED: 1, DUPLICATE_CASE_ALERT: 0, PHOTO_MATCHING: 0, VERIFICATION_IN_PROCESS: 0,
    EMPLOYMENT_AUTHORIZED: 0, SSA_TNC: 0, DHS_TNC: 1, REFERRED: 0, CASE_IN_CONTINUANCE: 0, FINAL_NONCONFIRMATION: 0, DHS_NO_SHOW: 0,
    CLOSE_CASE_AND_RESUBMIT: 0, CLOSED: 1, ...over,
  }) as CaseCounts;

function serve(items: EverifyCase[] = [everifyCase(), everifyCase({ id: 8, first_name: 'Bo', last_name: 'Stone', case_number: null, status: 'SUBMITTED', awaiting_service: true, tnc_agency: null, notify_days_left: null, allowed_actions: [] })], total = items.length) {
  signInAsStaff(api, [PERMISSIONS.EVERIFY_READ]);
  api.handlers[QUERY] = { body: { items, total } };
  api.handlers[COUNTS] = { body: counts() };
}

const open = () => renderI9Page('admin/everify', [{ path: 'admin/everify', element: <EverifyCasesPage /> }]);
const rowOf = (id: number) => document.querySelector(`tr[data-case="${id}"]`) as HTMLElement;

describe('the E-Verify cases list (admin/everify)', () => {
  it('lists the cases with labelled statuses, "waiting for E-Verify" and the notice countdown, as cards on a phone', async () => {
    serve();
    open();
    await waitFor(() => expect(rowOf(7)).toBeTruthy());
    expect(within(rowOf(7)).getByText('DHS Tentative Nonconfirmation (mismatch)')).toBeInTheDocument();
    expect(within(rowOf(7)).getByText('Notify the employee within 10 working days')).toBeInTheDocument();
    expect(within(rowOf(8)).getByText('Waiting for E-Verify')).toBeInTheDocument();
    expect(within(rowOf(8)).getByText('Not opened yet')).toBeInTheDocument();
    // Each cell carries its column's name: the table stacks into cards at 375 px (i9-stack).
    expect(within(rowOf(7)).getByText('2025123456789AB').closest('td')).toHaveAttribute('data-label', 'Case number');
    expect(screen.getByRole('button', { name: 'Waiting for E-Verify: 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'DHS Tentative Nonconfirmation (mismatch): 1' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^SSA Tentative/ })).toBeNull();
  });

  it('filters by a count (a status, or waiting for E-Verify) and by a search', async () => {
    const user = userEvent.setup();
    serve();
    open();
    await waitFor(() => expect(rowOf(7)).toBeTruthy());
    await user.click(screen.getByRole('button', { name: 'DHS Tentative Nonconfirmation (mismatch): 1' }));
    await waitFor(() => expect(api.calls(QUERY).at(-1)?.body).toEqual({ status: 'DHS_TNC', take: 25, skip: 0 }));
    expect(screen.getByRole('button', { name: 'DHS Tentative Nonconfirmation (mismatch): 1' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Waiting for E-Verify: 1' }));
    await waitFor(() => expect(api.calls(QUERY).at(-1)?.body).toEqual({ awaiting_service: true, take: 25, skip: 0 }));
    await user.type(screen.getByLabelText('Search by name or case number'), 'diaz');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(api.calls(QUERY).at(-1)?.body).toEqual({ search: 'diaz', awaiting_service: true, take: 25, skip: 0 }));
    expect(api.calls(COUNTS).at(-1)?.body).toEqual({ search: 'diaz' });
  });

  it('pages through many cases', async () => {
    const user = userEvent.setup();
    serve([everifyCase()], 60);
    open();
    expect(await screen.findByText('1–25 of 60')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(api.calls(QUERY).at(-1)?.body).toEqual({ take: 25, skip: 25 }));
  });

  it('without everify.read the page shows the no-access panel and asks for nothing', async () => {
    signInAsStaff(api, [PERMISSIONS.I9_READ]);
    open();
    expect(await screen.findByRole('heading', { name: "You don't have access" })).toBeInTheDocument();
    expect(api.calls(QUERY)).toEqual([]);
  });
});
