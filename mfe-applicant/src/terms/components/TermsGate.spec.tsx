/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TERMS_OF_SERVICE_TEXT_KEY, TERMS_OF_SERVICE_VERSION, type TermsOfServiceStatus } from '@attest/contracts';
import { renderPortal, resetFakeApi, startFakeApi, type Answer, type FakeApi } from '../../application/wizard/testing/portal-test-kit';
import { remoteRoutes } from '../../routes';
import { TermsGate } from '@attest/shared-ui';

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5_000 });

const TOS = 'GET /api/v1/applicants/42/TOS';
const ACCEPT = 'POST /api/v1/applicants/42/TOS';
const NOT_ACCEPTED: TermsOfServiceStatus = {
  applicant_id: 42, accepted: false, accepted_at: null, version: null, current_version: TERMS_OF_SERVICE_VERSION,
  accepted_current: false, text_key: TERMS_OF_SERVICE_TEXT_KEY, can_accept: true,
};
const ACCEPTED: TermsOfServiceStatus = { ...NOT_ACCEPTED, accepted: true, accepted_at: '2026-11-02T09:00:00.000Z', version: TERMS_OF_SERVICE_VERSION, accepted_current: true };

let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());

const page = <p>The page behind the gate</p>;
const openGate = (status: TermsOfServiceStatus, accept?: Answer) => {
  resetFakeApi(api, { [TOS]: { body: status }, ...(accept ? { [ACCEPT]: accept } : {}) });
  renderPortal('/acme/hq/home', [{ path: 'home', element: <TermsGate>{page}</TermsGate> }]);
};

describe('TermsGate', () => {
  it('shows the page at once to an applicant who accepted the version in force', async () => {
    openGate(ACCEPTED);
    expect(await screen.findByText('The page behind the gate')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'I accept the terms of service' })).not.toBeInTheDocument();
  });

  it('blocks the page with the terms until the applicant accepts the version in force, then continues', async () => {
    openGate(NOT_ACCEPTED, { body: ACCEPTED });
    const region = await screen.findByRole('region', { name: 'Full text of the terms' });
    expect(within(region).getByText(/^1\. Your account\./)).toBeInTheDocument();
    expect(screen.getByText('Please read and accept the terms of service to continue.')).toBeInTheDocument();
    expect(screen.queryByText('The page behind the gate')).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'I accept the terms of service' }));
    expect(await screen.findByText('The page behind the gate')).toBeInTheDocument();
    expect(api.calls(ACCEPT).map((c) => c.body)).toEqual([{ version: TERMS_OF_SERVICE_VERSION }]);
    // The answer opened the gate: no second read was needed.
    expect(api.calls(TOS)).toHaveLength(1);
  });

  it('asks again when the accepted version is older than the one in force', async () => {
    openGate({ ...ACCEPTED, version: '2025-01-01', accepted_current: false });
    expect(await screen.findByText('Our terms of service have changed. Please read them and accept the new version to continue.')).toBeInTheDocument();
    expect(screen.queryByText('The page behind the gate')).not.toBeInTheDocument();
  });

  it('keeps the step and says why when the server refuses the version, then offers the version in force', async () => {
    openGate(NOT_ACCEPTED, { status: 400, body: { statusCode: 400, error: 'Bad Request', messageKey: 'terms_version_outdated', details: {} } });
    // The version in force changed meanwhile: the second read answers it.
    api.handlers[TOS] = () => ({ body: api.calls(TOS).length > 1 ? { ...NOT_ACCEPTED, current_version: '2027-01-01' } : NOT_ACCEPTED });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'I accept the terms of service' }));
    expect(await screen.findByText('Version 2027-01-01')).toBeInTheDocument();
    // The refusal is still shown beside the new version (the step was not remounted by the new read).
    expect(screen.getByRole('alert')).toHaveTextContent('The terms have just changed. Please read the new version and accept it.');
    expect(screen.queryByText('The page behind the gate')).not.toBeInTheDocument();
    api.handlers[ACCEPT] = { body: ACCEPTED };
    await userEvent.setup().click(screen.getByRole('button', { name: 'I accept the terms of service' }));
    expect(await screen.findByText('The page behind the gate')).toBeInTheDocument();
    expect(api.calls(ACCEPT).map((c) => c.body)).toEqual([{ version: TERMS_OF_SERVICE_VERSION }, { version: '2027-01-01' }]);
  });

  it('staff viewing as the applicant see the step read-only: no Accept button, a note, the page stays blocked', async () => {
    openGate({ ...NOT_ACCEPTED, can_accept: false });
    expect(await screen.findByRole('region', { name: 'Full text of the terms' })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('Only the applicant can accept the terms of service');
    expect(screen.queryByRole('button', { name: 'I accept the terms of service' })).not.toBeInTheDocument();
    expect(screen.queryByText('The page behind the gate')).not.toBeInTheDocument();
    expect(api.calls(ACCEPT)).toHaveLength(0);
  });

  it('says when the status could not be read and offers a retry, never showing the page', async () => {
    resetFakeApi(api, { [TOS]: { status: 500, body: { statusCode: 500, error: 'Internal Server Error', messageKey: 'server_error', details: {} } } });
    renderPortal('/acme/hq/home', [{ path: 'home', element: <TermsGate>{page}</TermsGate> }]);
    expect(await screen.findByRole('alert')).toHaveTextContent('This page could not be loaded');
    expect(screen.queryByText('The page behind the gate')).not.toBeInTheDocument();
    api.handlers[TOS] = { body: ACCEPTED };
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('The page behind the gate')).toBeInTheDocument();
  });

  it("guards every page of the applicant remote's route table", async () => {
    expect(remoteRoutes.routes.length).toBeGreaterThan(10);
    expect(remoteRoutes.routes.filter((r) => r.element.type !== TermsGate).map((r) => r.path)).toEqual([]);
    resetFakeApi(api, { [TOS]: { body: NOT_ACCEPTED } });
    renderPortal('/acme/hq/my-profile', remoteRoutes.routes);
    expect(await screen.findByRole('button', { name: 'I accept the terms of service' })).toBeInTheDocument();
  });
});
