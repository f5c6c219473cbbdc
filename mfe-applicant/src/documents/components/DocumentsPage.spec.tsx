/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configAnswer, renderPortal, resetFakeApi, startFakeApi, type FakeApi, type Handlers } from '../../application/wizard/testing/portal-test-kit';
import { makeSigRequest, makeSigTemplate } from '../testing/documents-test-kit';
import { DocumentsPage } from './DocumentsPage';

let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());

// 03:30 UTC on the 15th is still the 14th in Los Angeles.
const todo = makeSigRequest({
  sig_request_id: 5,
  package_name: 'New hire packet',
  expiration_date: '2026-12-15T03:30:00Z',
  templates: [makeSigTemplate({ template_id: 1, name: 'W-4' }), makeSigTemplate({ template_id: 2, name: 'Secret', hide_from_applicant: true })],
});
const signed = makeSigRequest({
  sig_request_id: 6,
  status: 'PROCESSING',
  package_name: 'Orientation',
  signed_document_available: true,
  templates: [makeSigTemplate({ template_id: 3, name: 'Handbook' })],
});

function setUp(extra: Handlers = {}) {
  resetFakeApi(api, {
    'GET /api/v1/Applicants/SignatureRequests': { body: { todo: [todo], signed: [signed] } },
    'GET /api/v2/customers/7/applicants/42': { body: { applicant_id: 42, first_name: 'Ada', time_zone: 'America/Los_Angeles' } },
    'GET /api/v1/configurations': configAnswer({}),
    ...extra,
  });
}
const show = () => renderPortal('/acme/hq/documents', [{ path: 'documents', element: <DocumentsPage /> }]);

describe('DocumentsPage', () => {
  it('a signed request shows no "Expires" (it no longer expires for the applicant), only its status badge', async () => {
    const complete = makeSigRequest({
      sig_request_id: 11,
      status: 'SIGNED',
      package_name: 'Benefits',
      expiration_date: '2026-12-20T12:00:00Z',
      applicant_complete_date: '2026-11-02T12:00:00Z',
      complete_date: '2026-11-02T12:05:00Z',
      templates: [makeSigTemplate({ template_id: 9, name: 'Benefits form' })],
    });
    setUp({ 'GET /api/v1/Applicants/SignatureRequests': { body: { todo: [], signed: [complete] } } });
    show();
    const signedList = await screen.findByRole('list', { name: 'Signed' });
    expect(within(signedList).getByText('Complete')).toHaveAttribute('data-status', 'COMPLETE');
    expect(within(signedList).getByText('Complete')).toHaveClass('at-badge--success');
    expect(signedList).not.toHaveTextContent(/Expires/);
  });

  it('lists To do and Signed with templates, status and the expiration in the applicant time zone', async () => {
    setUp();
    show();
    const todoList = await screen.findByRole('list', { name: 'To do' });
    expect(within(todoList).getByRole('link', { name: 'New hire packet' })).toHaveAttribute('href', '/acme/hq/documents/5');
    expect(within(todoList).getByText('W-4')).toBeInTheDocument();
    expect(within(todoList).queryByText('Secret')).not.toBeInTheDocument();
    expect(within(todoList).getByText('New')).toHaveAttribute('data-status', 'SENT');
    expect(await within(todoList).findByText('Expires 12/14/2026')).toBeInTheDocument();
    const signedList = screen.getByRole('list', { name: 'Signed' });
    expect(within(signedList).getByText('Handbook')).toBeInTheDocument();
    expect(within(signedList).getByText('Processing')).toBeInTheDocument();
    expect(await within(signedList).findByRole('button', { name: 'Download' })).toBeInTheDocument();
  });

  it('opens the signed PDF url, and toasts "File not found" on a 404', async () => {
    const user = userEvent.setup();
    const opened = jest.spyOn(window, 'open').mockImplementation(() => null);
    setUp({ 'GET /api/v1/applicants/42/documents/6/signatureRequest/fileUrl': { body: { url: 'https://files.example/signed.pdf' } } });
    show();
    await user.click(await screen.findByRole('button', { name: 'Preview' }));
    await waitFor(() => expect(opened).toHaveBeenCalledWith('https://files.example/signed.pdf', '_blank', 'noopener'));

    delete api.handlers['GET /api/v1/applicants/42/documents/6/signatureRequest/fileUrl'];
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('File not found. Please contact support.');
    expect(opened).toHaveBeenCalledTimes(1);
    opened.mockRestore();
  });

  it('hides Preview/Download when restrict_completed_edoc_downloading is on', async () => {
    setUp({ 'GET /api/v1/configurations': configAnswer({ restrict_completed_edoc_downloading: '1' }) });
    show();
    const signedList = await screen.findByRole('list', { name: 'Signed' });
    expect(await screen.findByText('Ask your recruiter for a copy of your signed documents.')).toBeInTheDocument();
    expect(within(signedList).getByText('Handbook')).toBeInTheDocument();
    expect(within(signedList).queryByRole('button', { name: 'Preview' })).not.toBeInTheDocument();
    expect(within(signedList).queryByRole('button', { name: 'Download' })).not.toBeInTheDocument();
  });
});
