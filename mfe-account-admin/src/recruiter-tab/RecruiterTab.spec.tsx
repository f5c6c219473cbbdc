/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import type http from 'node:http';
import type { AtsApplicantSummary, AtsAssociationDto, Permission } from '@attest/contracts';
import { createAppStore, getSession, ModalProvider } from '@attest/shared-ui';
import { sendJson, setDocumentUrl, startLocalServer, type LocalServer, type RecordedRequest } from '@attest/shared-ui/testing/local-server';
import { LAUNCH_STORAGE_KEY } from './hooks/useRecruiterLaunch';
import { RecruiterTab } from './RecruiterTab';

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5_000 });

const CANDIDATE = { first_name: 'Cora', last_name: 'Candidate', email: 'cora@ats.test', mobile_phone: '(555) 010-0101' };
const SESSION = { access_token: 'tab-token', party: 'user', user_id: 4, customer_id: 3, customer_code: 'acme', customers: [], full_name: 'Rita Recruiter', expires_at: '2099-01-01T00:00:00Z' };
const summary = (id: number, first: string, status = 'SIGNUP', step = 0): AtsApplicantSummary => ({
  applicant_id: id,
  first_name: first,
  last_name: 'Applicant',
  email: `${first.toLowerCase()}@example.com`,
  mobile_phone: null,
  city: 'Austin',
  state: 'TX',
  location_id: null,
  active: true,
  verified: true,
  date_registered: '2026-03-04T10:00:00.000Z',
  application_status: status,
  application_step: step,
  application_steps: 9,
});

interface Fake {
  exchange: [number, unknown];
  association: AtsAssociationDto;
  create: [number, unknown];
  permissions: Permission[];
}
let fake: Fake;
let server: LocalServer;

const answer = (req: RecordedRequest, res: http.ServerResponse) => {
  const path = req.url.split('?')[0];
  const json = (status: number, body: unknown) => sendJson(res, status, body);
  if (path === '/api/v1/recruiter-tab/launches/exchange') {
    json(...fake.exchange);
  } else if (path === '/api/v1/users/me') {
    json(200, { user_id: 4, customer_id: 3, full_name: 'Rita Recruiter', email: 'r@acme.test', permissions: fake.permissions, location_ids: null, mfa_enabled: false });
  } else if (path === '/api/v1/ats/associations/BH-7' && req.method === 'GET') {
    json(200, fake.association);
  } else if (path === '/api/v1/ats/associations/BH-7/applicant') {
    json(...fake.create);
  } else if (path === '/api/v1/ats/associations/BH-7' && req.method === 'PUT') {
    const id = (JSON.parse(req.body) as { applicant_id: number }).applicant_id;
    json(200, { external_id: 'BH-7', applicant: summary(id, 'Bob', 'JOBPREFS', 3), associated_at: '2026-05-01T00:00:00Z' });
  } else if (path === '/api/v1/applicants') {
    json(200, [
      { applicant_id: 11, first_name: 'Ada', last_name: 'Applicant', email: 'ada@example.com' },
      { applicant_id: 12, first_name: 'Bob', last_name: 'Applicant', email: 'bob@example.com' },
    ]);
  } else if (path === '/api/v1/SignatureRequests/query') {
    json(200, [{ status: 'SIGNED', applicant_complete_date: '2026-05-01' }, { status: 'SENT', applicant_complete_date: null }]);
  } else {
    json(404, { statusCode: 404, error: 'Not Found', messageKey: 'not_found', details: {} });
  }
};

beforeAll(async () => {
  server = await startLocalServer(answer);
});
afterAll(() => server.close());
beforeEach(() => {
  window.sessionStorage.clear();
  server.requests.length = 0;
  fake = {
    exchange: [200, { session: SESSION, external_id: 'BH-7', candidate: CANDIDATE }],
    association: { external_id: 'BH-7', applicant: null, associated_at: null },
    create: [201, { external_id: 'BH-7', applicant: summary(21, 'Cora'), associated_at: '2026-05-01T00:00:00Z' }],
    permissions: ['applicants.read', 'applicants.write', 'documents.read'],
  };
});

const open = (query: string) => {
  setDocumentUrl(`${server.origin}/recruiter-tab?${query}`);
  return render(
    <Provider store={createAppStore()}>
      <ModalProvider>
        <RecruiterTab customerCode={new URLSearchParams(query).get('customer')} />
      </ModalProvider>
    </Provider>,
  );
};
const calls = (path: string) => server.requests.filter((r) => r.url.split('?')[0] === path);

describe('RecruiterTab', () => {
  it('signs in from the launch (no password), takes the token out of the address and creates the applicant from the candidate', async () => {
    const user = userEvent.setup();
    open('customer=acme&launch=tok-1');
    await screen.findByText('ATS candidate: BH-7');
    expect(document.querySelector('input[type="password"]')).toBeNull();
    expect(JSON.parse(calls('/api/v1/recruiter-tab/launches/exchange')[0].body)).toEqual({ token: 'tok-1', customer_code: 'acme' });
    expect(window.location.search).toBe('?customer=acme');
    expect(getSession()).toMatchObject({ accessToken: 'tab-token', party: 'user', customerCode: 'acme' });
    expect(screen.getByText('Signed in as Rita Recruiter')).toBeInTheDocument();

    const create = await screen.findByRole('region', { name: 'Create an applicant from this candidate' });
    expect(within(create).getByText('cora@ats.test')).toBeInTheDocument();
    await user.click(within(create).getByRole('button', { name: 'Create applicant in Attest' }));

    await screen.findByText('The applicant was created and associated with this candidate.');
    expect(JSON.parse(calls('/api/v1/ats/associations/BH-7/applicant')[0].body)).toEqual(CANDIDATE);
    const associated = screen.getByRole('region', { name: 'Associated applicant' });
    expect(within(associated).getByText('Cora Applicant')).toBeInTheDocument();
    expect(within(associated).getByRole('progressbar', { name: 'Application: step 0 of 9' })).toBeInTheDocument();
    expect(await within(associated).findByRole('progressbar', { name: 'Documents: 1 of 2 completed' })).toHaveAttribute('aria-valuenow', '50');
    expect(JSON.parse(calls('/api/v1/SignatureRequests/query')[0].body)).toEqual({ applicant_id: 21, take: 100 });
  });

  it("shows 'Error Creating Applicant' with the reason, and offers the applicant with that email", async () => {
    fake.create = [409, { statusCode: 409, error: 'Conflict', messageKey: 'duplicate_email', details: { fields: { email: 'duplicate_email' } } }];
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const user = userEvent.setup();
    open('customer=acme&launch=tok-2');
    await user.click(await screen.findByRole('button', { name: 'Create applicant in Attest' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error Creating Applicant');
    expect(alert).toHaveTextContent('An applicant with this email already exists. Associate that applicant instead.');
    expect(warn).toHaveBeenCalledWith('Error Creating Applicant', 'duplicate_email');
    warn.mockRestore();
    const associate = screen.getByRole('region', { name: 'Associate an existing applicant' });
    expect(within(associate).getByRole('searchbox')).toHaveValue('cora@ats.test');
    expect(screen.queryByRole('region', { name: 'Associated applicant' })).toBeNull();
  });

  it('associates an existing applicant picked from a search, then replaces it', async () => {
    fake.association = { external_id: 'BH-7', applicant: summary(11, 'Ada', 'JOBPREFS', 3), associated_at: '2026-05-01T00:00:00Z' };
    const user = userEvent.setup();
    open('customer=acme&launch=tok-3');
    const associated = await screen.findByRole('region', { name: 'Associated applicant' });
    expect(await within(associated).findByText('Ada Applicant')).toBeInTheDocument();
    await user.click(within(associated).getByRole('button', { name: 'Replace applicant' }));
    await user.type(screen.getByRole('searchbox'), 'applicant');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    // The applicant associated now is not offered again.
    await screen.findByRole('button', { name: 'Associate Bob Applicant' });
    expect(screen.queryByRole('button', { name: 'Associate Ada Applicant' })).toBeNull();
    expect(calls('/api/v1/applicants')[0].url).toBe('/api/v1/applicants?term=applicant&take=10');
    await user.click(screen.getByRole('button', { name: 'Associate Bob Applicant' }));
    await screen.findByText('The associated applicant was replaced.');
    expect(JSON.parse(calls('/api/v1/ats/associations/BH-7').find((r) => r.method === 'PUT')!.body)).toEqual({ applicant_id: 12 });
    expect(screen.getByText('Bob Applicant')).toBeInTheDocument();
  });

  it('hides create, associate and replace from staff who may only read', async () => {
    fake.permissions = ['applicants.read'];
    open('customer=acme&launch=tok-4');
    await screen.findByText('No applicant is associated with this candidate yet.');
    expect(screen.queryByRole('button', { name: 'Create applicant in Attest' })).toBeNull();
    expect(screen.queryByRole('searchbox')).toBeNull();
  });

  it('says the link expired when the exchange is refused, and never asks for a password', async () => {
    fake.exchange = [401, { statusCode: 401, error: 'Unauthorized', messageKey: 'token_invalid_or_expired', details: {} }];
    open('customer=acme&launch=used');
    expect(await screen.findByRole('alert')).toHaveTextContent('This link has expired or was already used. Open the tab again from your ATS.');
    expect(document.querySelector('input[type="password"]')).toBeNull();
    expect(window.sessionStorage.getItem(LAUNCH_STORAGE_KEY)).toBeNull();
  });

  it('keeps working after a reload of the frame (no token), and asks to reopen from the ATS without a session', async () => {
    const first = open('customer=acme&launch=tok-5');
    await screen.findByText('ATS candidate: BH-7');
    first.unmount();
    open('customer=acme');
    await screen.findByText('ATS candidate: BH-7');
    expect(calls('/api/v1/recruiter-tab/launches/exchange')).toHaveLength(1);
    await waitFor(() => expect(calls('/api/v1/ats/associations/BH-7').length).toBeGreaterThanOrEqual(2));

    window.sessionStorage.clear();
    open('customer=acme');
    expect(await screen.findByRole('alert')).toHaveTextContent('Open this tab from the candidate in your ATS to sign in.');
  });
});
