/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PERMISSIONS, type Permission } from '@attest/contracts';
import { everifyCase, readyLetter, tncWorkflow } from '../../testing/everify-fixtures';
import { apiError, renderI9Page, serveFakeI9Api, signInAsStaff } from '../../testing/i9-test-kit';
import type { EverifyCase, TncWorkflow } from '../api/everify-cases-api';
import { EverifyCasePage } from './EverifyCasePage';

const api = serveFakeI9Api('admin/everify/7');
const CASE = 'GET /api/v1/everify/7';
const WORKFLOW = 'GET /api/v1/everify/7/tncfanworkflow';
const MANAGE: Permission[] = [PERMISSIONS.EVERIFY_READ, PERMISSIONS.EVERIFY_MANAGE];

const history = [
  { at: '2025-06-03T09:00:00.000Z', kind: 'change', event: 'CREATE', from_status: null, to_status: 'DRAFT', detail: null, actor_party: 'user', actor_name: 'Casey Compliance' },
  { at: '2025-06-03T09:01:00.000Z', kind: 'change', event: 'SERVICE_RESULT', from_status: 'SUBMITTED', to_status: 'DHS_TNC', detail: 'DHS_TNC', actor_party: 'system', actor_name: 'system' },
];

function serve(c: EverifyCase, permissions: Permission[] = MANAGE, workflow: TncWorkflow = tncWorkflow({ employee_notified_at: null, notice_sent_at: null, can_answer: false, blocked_by: 'everify_employee_not_notified' })) {
  signInAsStaff(api, permissions);
  api.handlers[CASE] = { body: { ...c, history } };
  api.handlers[WORKFLOW] = { body: workflow };
  api.handlers['GET /api/v1/everify/7/documents'] = { body: { case_id: 7, items: [] } };
}

const open = () => renderI9Page('admin/everify/7', [{ path: 'admin/everify/:caseId', element: <EverifyCasePage /> }]);
const saved: string[] = [];

beforeAll(() => {
  // The browser's save: a blob URL and a click on a download link.
  Object.defineProperty(URL, 'createObjectURL', { value: () => 'blob:case-file', configurable: true });
  Object.defineProperty(URL, 'revokeObjectURL', { value: () => undefined, configurable: true });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
beforeEach(() => {
  saved.length = 0;
});

describe('an E-Verify case (admin/everify/:caseId)', () => {
  it('shows the mismatch with its notice countdown and history; the notice is sent privately, and the FAN downloads in Spanish', async () => {
    const user = userEvent.setup();
    serve(everifyCase());
    api.handlers['POST /api/v1/everify/notify-tnc/7'] = { body: { ...everifyCase({ awaiting_service: true, pending_action: 'NOTIFY_EMPLOYEE', allowed_actions: [] }), notice: { sent_at: '2025-06-04T10:00:00.000Z', sent_to: 'a***@example.com' } } };
    api.handlers['GET /api/v1/everify/7/fan'] = { body: readyLetter() };
    api.handlers['GET /api/v1/everify/7/files/31/content'] = { body: '%PDF' };
    open();
    const status = await screen.findByTestId('case-status');
    expect(within(status).getByText('DHS Tentative Nonconfirmation (mismatch)')).toBeInTheDocument();
    expect(within(status).getByText('Notify the employee within 10 working days')).toBeInTheDocument();
    expect(screen.getByText(/take no adverse action against the employee/)).toBeInTheDocument();
    expect(screen.getByText('Result from E-Verify')).toBeInTheDocument();
    expect(screen.getByText('Submitted → DHS Tentative Nonconfirmation (mismatch)')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Further Action Notice (Spanish)' }));
    await waitFor(() => expect(saved).toEqual(['everify-further-action-notice-2025123456789AB-es.pdf']));
    expect(api.calls('GET /api/v1/everify/7/fan').map((c) => c.url)).toEqual(['/api/v1/everify/7/fan?lang=es']);

    await user.click(screen.getByRole('button', { name: 'Notify the employee privately (email)' }));
    expect(await screen.findByText('The employee was notified privately by email.')).toBeInTheDocument();
    expect(api.calls('POST /api/v1/everify/notify-tnc/7')).toHaveLength(1);
    // The decision cannot be recorded before the notification (the server's reason, from the rules).
    expect(screen.queryByRole('button', { name: "Record the employee's decision" })).toBeNull();
  });

  it("records the employee's decision with the notice's step rules, and refers with the letter in the chosen language", async () => {
    const user = userEvent.setup();
    const notified = everifyCase({ employee_notified_at: '2025-06-04T10:00:00.000Z', notify_days_left: null, allowed_actions: ['notified', 'referral', 'noncontest', 'closure'] });
    serve(notified, MANAGE, tncWorkflow());
    api.handlers['POST /api/v1/everify/7/tncfanworkflow'] = { body: tncWorkflow({ outcome: 'NONCONTEST', can_answer: false, blocked_by: 'everify_tnc_already_answered' }) };
    api.handlers['POST /api/v1/everify/7/referral'] = { body: { ...notified, awaiting_service: true, pending_action: 'REFER', letter: readyLetter({ kind: 'referral', file_name: 'rdc-es.pdf' }) } };
    api.handlers['GET /api/v1/everify/7/files/31/content'] = { body: '%PDF' };
    open();
    const decision = await screen.findByRole('region', { name: "Record the employee's decision" });
    // Step 1 yes needs step 2 (contracts' evaluateTncFan), checked before anything is sent.
    await user.click(within(decision).getByLabelText('Yes, the employee takes action (contests the mismatch)'));
    await user.click(within(decision).getByRole('button', { name: "Record the employee's decision" }));
    expect(await within(decision).findByText('Required Field')).toBeInTheDocument();
    await user.click(within(decision).getByLabelText('No'));
    await user.click(within(decision).getByRole('button', { name: "Record the employee's decision" }));
    expect(await within(decision).findByText('To take action, the employee must agree to contact the agency within 8 federal working days')).toBeInTheDocument();
    expect(api.calls('POST /api/v1/everify/7/tncfanworkflow')).toEqual([]);
    await user.click(within(decision).getByLabelText('No, the employee does not take action'));
    await user.click(within(decision).getByRole('button', { name: "Record the employee's decision" }));
    await waitFor(() => expect(api.calls('POST /api/v1/everify/7/tncfanworkflow')).toEqual([{ url: '/api/v1/everify/7/tncfanworkflow', body: { tnc_fan_step1: false, tnc_fan_step2: null, tnc_fan_language: 'en' } }]));

    await user.selectOptions(screen.getByLabelText('Referral letter language'), 'es');
    await user.click(screen.getByRole('button', { name: 'Refer the case and print the referral letter' }));
    await waitFor(() => expect(saved).toEqual(['rdc-es.pdf']));
    expect(api.calls('POST /api/v1/everify/7/referral').map((c) => c.url)).toEqual(['/api/v1/everify/7/referral?lang=es']);
  });

  it('closes with a statement the result allows, and shows a refusal', async () => {
    const user = userEvent.setup();
    serve(everifyCase());
    api.handlers['POST /api/v1/everify/7/closure'] = apiError(409, 'everify_case_awaiting_service');
    open();
    const statement = await screen.findByLabelText('Closure statement');
    expect(within(statement).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Choose a statement',
      'The employee voluntarily quit working for the employer',
      'The employee was terminated by the employer for reasons other than E-Verify',
      'The case is invalid because the data entered is incorrect',
    ]);
    await user.click(screen.getByRole('button', { name: 'Close the case' }));
    expect(await screen.findByText('Choose the closure statement')).toBeInTheDocument();
    await user.selectOptions(statement, 'EMPLOYEE_QUIT');
    await user.click(screen.getByRole('button', { name: 'Close the case' }));
    expect(await screen.findByText('This case is waiting for E-Verify: try again once it has answered')).toBeInTheDocument();
    expect(api.calls('POST /api/v1/everify/7/closure')[0].body).toEqual({ statement: 'EMPLOYEE_QUIT' });
  });

  it('shows the photo for photo matching and sends the answer', async () => {
    const user = userEvent.setup();
    serve(everifyCase({ status: 'PHOTO_MATCHING', tnc_agency: null, notify_days_left: null, photo_available: true, allowed_actions: ['photo'], allowed_closure_statements: [] }));
    api.handlers['GET /api/v1/everify/7/photo'] = { body: { case_id: 7, contentType: 'image/svg+xml', data: 'PHN2Zz48L3N2Zz4=' } };
    api.handlers['POST /api/v1/everify/7/photo'] = { body: everifyCase({ status: 'PHOTO_MATCHING', awaiting_service: true }) };
    open();
    expect(await screen.findByRole('img', { name: 'Photo from E-Verify for this case' })).toHaveAttribute('src', 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=');
    await user.click(screen.getByRole('button', { name: 'The photos match' }));
    await waitFor(() => expect(api.calls('POST /api/v1/everify/7/photo')[0].body).toEqual({ answer: 'MATCH' }));
    expect(screen.queryByRole('heading', { name: 'Mismatch: further action notice' })).toBeNull();
  });

  it('lets the Viewer read and download, never act', async () => {
    serve(everifyCase({ employee_notified_at: '2025-06-04T10:00:00.000Z', allowed_actions: ['notified', 'referral', 'noncontest', 'closure'] }), [PERMISSIONS.EVERIFY_READ], tncWorkflow());
    open();
    expect(await screen.findByRole('button', { name: 'Further Action Notice (English)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print the case details' })).toBeInTheDocument();
    for (const name of ['Notify the employee privately (email)', 'Refer the case and print the referral letter', 'The employee does not contest', 'Close the case', 'Check the status now']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
    expect(screen.queryByRole('region', { name: "Record the employee's decision" })).toBeNull();
  });
});
