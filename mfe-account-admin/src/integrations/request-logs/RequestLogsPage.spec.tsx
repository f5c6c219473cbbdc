/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PERMISSIONS, type ExternalRequestSummaryDto } from '@attest/contracts';
import { sendJson } from '@attest/shared-ui/testing/local-server';
import { fakeApi, renderAdminPage, resetFakeApi, serveFakeAccountAdminApi } from '../../testing/account-admin-test-kit';
import { RequestLogsPage } from './RequestLogsPage';

const requests = serveFakeAccountAdminApi('admin/integrations/request-logs');
const ROW: ExternalRequestSummaryDto = {
  id: 9, adapterId: 1, applicantId: 42, direction: 'out', method: 'POST', path: '/candidates', status: 201, durationMs: 12, error: null,
  createdAt: '2026-11-25T10:00:00.000Z', hasRequestBody: true, hasResponseBody: true,
};

describe('RequestLogsPage', () => {
  beforeEach(() => {
    resetFakeApi([PERMISSIONS.INTEGRATIONS_MANAGE]);
    fakeApi.handle = (req, res) => {
      if (req.url === '/api/v1/adapterProperties') {return sendJson(res, 200, [{ id: 1, name: 'ATS_SIMULATOR', systemType: 1, integration: 'simulator' }]), true;}
      if (req.url?.startsWith('/api/v1/externalrequests?') || req.url === '/api/v1/externalrequests') {return sendJson(res, 200, [ROW]), true;}
      if (req.url === '/api/v1/externalrequests/9?isEncrypted=true') {return sendJson(res, 200, { ...ROW, isEncrypted: true, requestBody: { ssn: '•••' }, responseBody: { changedEntityId: '•••' } }), true;}
      if (req.url === '/api/v1/externalrequests/9?isEncrypted=false') {return sendJson(res, 200, { ...ROW, isEncrypted: false, requestBody: { ssn: '***-**-6789' }, responseBody: { changedEntityId: 5004 } }), true;}
      return false;
    };
  });

  it('filters by applicant, shows an entry masked, and reveals it only when asked', async () => {
    const user = userEvent.setup();
    renderAdminPage('admin/integrations/request-logs', <RequestLogsPage />);
    const row = (await screen.findAllByRole('row'))[1];
    expect(within(row).getByText('Out POST /candidates')).toBeInTheDocument();
    expect(within(row).getByText('ATS_SIMULATOR')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Applicant ID' }), '42');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(requests().some((r) => r.url === '/api/v1/externalrequests?applicantId=42')).toBe(true));

    await user.click(screen.getByRole('button', { name: 'View request 9' }));
    expect(await screen.findByTestId('request-body')).toHaveTextContent('•••');
    expect(requests().some((r) => r.url.includes('isEncrypted=false'))).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Reveal bodies' }));
    await waitFor(() => expect(screen.getByTestId('request-body')).toHaveTextContent('***-**-6789'));
    expect(screen.getByText('Revealed (recorded in the audit log).')).toBeInTheDocument();
  });
});
