/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PERMISSIONS, type FormTemplate } from '@attest/contracts';
import { sendJson } from '@attest/shared-ui/testing/local-server';
import { makeField, makeTemplate } from '@attest/shared-ui/forms/testing/make-field';
import { fakeApi, renderAdminPage, resetFakeApi, serveFakeAccountAdminApi } from '../../testing/account-admin-test-kit';
import { ApplicantDocumentsPage } from './ApplicantDocumentsPage';

const requests = serveFakeAccountAdminApi('admin/applicants/42/documents');

const OFFER: FormTemplate = makeTemplate({
  template_id: 71,
  name: 'Offer letter',
  fields: [
    makeField({ field_id: 1, name: 'start_date', desc: 'Start date', datatype_id: 4, field_type: 'REQUESTER', required: true, sort_order: 1 }),
    makeField({ field_id: 2, name: 'pay_rate', desc: 'Hourly pay rate', datatype_id: 2, field_type: 'REQUESTER', required: true, sort_order: 2, params: { is_money: true }, value: '17.00' }),
  ],
});

let createAnswer: { status: number; body: unknown } = { status: 200, body: {} };

function serve(): void {
  resetFakeApi([PERMISSIONS.DOCUMENTS_READ, PERMISSIONS.DOCUMENTS_SEND]);
  fakeApi.handle = (req, res) => {
    const path = req.url.split('?')[0];
    if (req.method === 'POST' && path === '/api/v1/SignatureRequests/query') {
      sendJson(res, 200, []);
    } else if (req.method === 'GET' && path === '/api/v2/customers/3/applicants/42') {
      sendJson(res, 200, { applicant_id: 42, time_zone: null });
    } else if (req.method === 'GET' && path === '/api/v1/applicants/42/signatureRequest/availablePackages') {
      sendJson(res, 200, [{ package_id: 5, name: 'Acme onboarding' }, { package_id: 6, name: 'Acme safety policies' }]);
    } else if (req.method === 'GET' && path === '/api/v1/applicants/42/signatureRequest/requesterForms') {
      sendJson(res, 200, req.url.endsWith('package_ids=5') ? [OFFER] : []);
    } else if (req.method === 'POST' && path === '/api/v1/applicants/42/signatureRequest') {
      sendJson(res, createAnswer.status, createAnswer.body);
    } else {
      return false;
    }
    return true;
  };
}

/** Packages load once the page knows the user may send. */
async function choosePackage(user: ReturnType<typeof userEvent.setup>, name: string): Promise<void> {
  await screen.findByRole('option', { name });
  await user.selectOptions(screen.getByRole('combobox', { name: 'Package' }), name);
}

const creates = () => requests().filter((r) => r.method === 'POST' && r.url === '/api/v1/applicants/42/signatureRequest').map((r) => JSON.parse(r.body) as unknown);

describe('ApplicantDocumentsPage: staff fill the REQUESTER fields when sending (requester mode)', () => {
  beforeEach(() => {
    serve();
    createAnswer = { status: 200, body: {} };
  });

  it("a package with an offer letter asks for its start date and pay rate, refuses to send them empty, then sends them with the request", async () => {
    const user = userEvent.setup();
    renderAdminPage('admin/applicants/42/documents', <ApplicantDocumentsPage />, 'admin/applicants/:applicantId/documents');
    await choosePackage(user, 'Acme onboarding');
    // Fetched through the signature-request route, with what is stored for the applicant.
    const pay = await screen.findByRole('textbox', { name: /Hourly pay rate/ });
    expect(pay).toHaveValue('17.00');
    expect(requests().some((r) => r.url === '/api/v1/applicants/42/signatureRequest/requesterForms?package_ids=5')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Required Field')).toBeInTheDocument();
    expect(creates()).toEqual([]);
    await user.type(screen.getByRole('textbox', { name: /Start date/ }), '04012027');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(creates()).toHaveLength(1));
    expect(creates()[0]).toEqual({ package_ids: [5], requester_values: { '71': { start_date: '2027-04-01', pay_rate: '17.00' } } });
  });

  it("the server's refusal of a requester value shows on that field", async () => {
    const user = userEvent.setup();
    createAnswer = { status: 400, body: { statusCode: 400, error: 'Bad Request', messageKey: 'validation_failed', details: { fields: { 'requester_values.71.pay_rate': 'number_validator' } } } };
    renderAdminPage('admin/applicants/42/documents', <ApplicantDocumentsPage />, 'admin/applicants/:applicantId/documents');
    await choosePackage(user, 'Acme onboarding');
    await user.type(await screen.findByRole('textbox', { name: /Start date/ }), '04012027');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(creates()).toHaveLength(1));
    expect(await screen.findByText('Enter a valid number')).toBeInTheDocument();
  });

  it('a package without REQUESTER fields sends as before, with no requester values', async () => {
    const user = userEvent.setup();
    renderAdminPage('admin/applicants/42/documents', <ApplicantDocumentsPage />, 'admin/applicants/:applicantId/documents');
    await choosePackage(user, 'Acme safety policies');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(creates()).toEqual([{ package_ids: [6] }]));
  });
});
