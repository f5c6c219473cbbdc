/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PERMISSIONS, type Permission } from '@attest/contracts';
import { everifyCase } from '../../testing/everify-fixtures';
import { i9Record } from '../../testing/i9-fixtures';
import { apiError, configAnswer, renderI9Page, serveFakeI9Api, signInAsStaff } from '../../testing/i9-test-kit';
import type { I9RecordView } from '../../i9-common/i9-record';
import { CreateCasePanel } from './CreateCasePanel';

const api = serveFakeI9Api('admin/i9/5');
const QUERY = 'POST /api/v1/everify/query';
const CREATE = 'POST /api/v1/everify';

function serve(flags: Record<string, string> = { enable_everify: 'true' }, permissions: Permission[] = [PERMISSIONS.EVERIFY_READ, PERMISSIONS.EVERIFY_MANAGE]) {
  signInAsStaff(api, permissions);
  api.handlers['GET /api/v1/configurations'] = configAnswer(flags);
  api.handlers[QUERY] = { body: { items: [], total: 0 } };
}

const complete = (over: Partial<I9RecordView> = {}) => i9Record({ status: 'complete', first_day_of_employment: '2025-06-02', section2_due: '2025-06-05', ...over });
const open = (record: I9RecordView, today = '2025-06-04') =>
  renderI9Page('admin/i9/5', [{ path: 'admin/i9/:recordId', element: <CreateCasePanel record={record} today={today} /> }]);

describe('"Create the E-Verify case" on the I-9 record page', () => {
  it('creates the case of a complete I-9 on time, and then shows it with its status', async () => {
    const user = userEvent.setup();
    serve();
    api.handlers[CREATE] = () => {
      api.handlers[QUERY] = { body: { items: [everifyCase({ i9_record_id: 5, status: 'SUBMITTED', awaiting_service: true, case_number: null })], total: 1 } };
      return { status: 201, body: everifyCase({ i9_record_id: 5, status: 'SUBMITTED' }) };
    };
    open(complete());
    await user.click(await screen.findByRole('button', { name: 'Create the E-Verify case' }));
    await waitFor(() => expect(api.calls(CREATE)).toEqual([{ url: '/api/v1/everify', body: { ApplicantId: 42, SigRequestId: 5 } }]));
    expect(await screen.findByText('Waiting for E-Verify')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Case 7' })).toHaveAttribute('href', '/acme/hq/admin/everify/7');
    expect(screen.queryByRole('button', { name: 'Create the E-Verify case' })).toBeNull();
  });

  it('asks a late case for the reason for delay and its description', async () => {
    const user = userEvent.setup();
    serve();
    api.handlers[CREATE] = (req) =>
      (JSON.parse(req.body) as { ReasonForDelayDescription: string | null }).ReasonForDelayDescription
        ? { status: 201, body: everifyCase({ i9_record_id: 5 }) }
        : apiError(400, 'validation_failed', { fields: { ReasonForDelayDescription: 'required_field' } });
    open(complete(), '2025-06-20');
    await user.selectOptions(await screen.findByLabelText(/Reason for delay/), 'OTHER');
    await user.click(screen.getByRole('button', { name: 'Create the E-Verify case' }));
    expect(await screen.findByText('Required Field')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Description of the delay/), 'Paperwork lost');
    await user.click(screen.getByRole('button', { name: 'Create the E-Verify case' }));
    await waitFor(() => expect(api.calls(CREATE).at(-1)?.body).toEqual({ ApplicantId: 42, SigRequestId: 5, ReasonForDelay: 'OTHER', ReasonForDelayDescription: 'Paperwork lost' }));
  });

  it('waits for a complete I-9, offers nothing to a Viewer, and shows nothing while E-Verify is off', async () => {
    serve();
    const { unmount } = open(complete({ status: 'section1_signed' }));
    expect(await screen.findByText('An E-Verify case can be created once Sections 1 and 2 are signed.')).toBeInTheDocument();
    unmount();
    serve({ enable_everify: 'true' }, [PERMISSIONS.EVERIFY_READ]);
    const viewer = open(complete());
    await waitFor(() => expect(api.calls(QUERY).length).toBeGreaterThan(0));
    expect(screen.queryByRole('button', { name: 'Create the E-Verify case' })).toBeNull();
    viewer.unmount();
    serve({});
    open(complete());
    await waitFor(() => expect(api.calls('GET /api/v1/configurations').length).toBeGreaterThan(0));
    expect(screen.queryByText('E-Verify')).toBeNull();
  });
});
