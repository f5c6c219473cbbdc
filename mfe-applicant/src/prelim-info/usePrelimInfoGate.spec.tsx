/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import { screen, waitFor } from '@testing-library/react';
import { getSession, setPrelimInfoDone } from '@attest/shared-ui';
import { renderPortal, resetFakeApi, startFakeApi, type FakeApi } from '../application/wizard/testing/portal-test-kit';
import { usePrelimInfoGate } from './usePrelimInfoGate';

function Landing() {
  usePrelimInfoGate();
  return <h1>Landing</h1>;
}

let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());

function open(complete: boolean) {
  resetFakeApi(api, { 'GET /api/v1/applicants/prelim-info': { body: { first_name: 'Ann', prelim_info_complete: complete } } });
}
const routes = [
  { path: 'home', element: <Landing /> },
  { path: 'prelim-info', element: <h1>Prelim</h1> },
];

describe('usePrelimInfoGate', () => {
  it('sends an applicant who never saved the preliminary info page there', async () => {
    open(false);
    renderPortal('/acme/hq/home', routes);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/acme/hq/prelim-info'));
    expect(getSession().prelimInfoDone).toBe(false);
  });

  it('leaves the applicant where they are once it was saved, and remembers that in the session', async () => {
    open(true);
    renderPortal('/acme/hq/home', routes);
    await waitFor(() => expect(getSession().prelimInfoDone).toBe(true));
    expect(screen.getByTestId('location')).toHaveTextContent('/acme/hq/home');
  });

  it('asks the server only once per session', async () => {
    open(false);
    setPrelimInfoDone(true);
    renderPortal('/acme/hq/home', routes);
    expect(await screen.findByText('Landing')).toBeInTheDocument();
    expect(api.calls('GET /api/v1/applicants/prelim-info')).toHaveLength(0);
    expect(screen.getByTestId('location')).toHaveTextContent('/acme/hq/home');
  });
});
