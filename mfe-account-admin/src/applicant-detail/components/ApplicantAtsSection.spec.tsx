/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PERMISSIONS } from '@attest/contracts';
import { sendJson } from '@attest/shared-ui/testing/local-server';
import { fakeApi, renderAdminPage, resetFakeApi, serveFakeAccountAdminApi } from '../../testing/account-admin-test-kit';
import type { ApplicantAtsStatus } from '../api/applicant-ats-api';
import { ApplicantAtsSection } from './ApplicantAtsSection';

const requests = serveFakeAccountAdminApi('admin/applicants/42');

function serveAts(status: ApplicantAtsStatus, refuseSyncOut = false) {
  fakeApi.handle = (req, res) => {
    const path = req.url.split('?')[0];
    if (path === '/api/v1/integrations/ats/applicants/42' && req.method === 'GET') {
      sendJson(res, 200, status);
    } else if (path === '/api/v1/integrations/ats/simulator/applicants/42/sync/out/preview' && req.method === 'POST') {
      sendJson(res, 200, { adapter: 'simulator', external_id: '5001', creates: false, changes: [{ field: 'lastName', applicant_field: 'last_name', from: 'Whitfield', to: 'Whitfield-Reyes' }] });
    } else if (path === '/api/v1/integrations/ats/simulator/applicants/42/sync/out' && req.method === 'POST') {
      if (refuseSyncOut) {
        sendJson(res, 409, { statusCode: 409, error: 'Conflict', messageKey: 'ats_not_configured', details: {} });
        return true;
      }
      status.syncs.unshift({ id: 8, kind: 'sync_out', source: 'staff', status: 'succeeded', result: { messageKey: 'ats_sync_out_updated', changed_fields: ['lastName'] }, error: null, created_at: '2026-11-25T10:00:00.000Z', finished_at: '2026-11-25T10:00:01.000Z' });
      sendJson(res, 202, status.syncs[0]);
    } else if (path.endsWith('/simulator/syncPlacementsForCandidate/42') && req.method === 'GET') {
      status.syncs.unshift({ id: 9, kind: 'placements', source: 'staff', status: 'succeeded', result: { messageKey: 'ats_placements_synced', inserted: 1, updated: 0, unchanged: 0 }, error: null, created_at: '2026-11-25T10:01:00.000Z', finished_at: '2026-11-25T10:01:01.000Z' });
      sendJson(res, 202, status.syncs[0]);
    } else {
      return false;
    }
    return true;
  };
}

const status = (): ApplicantAtsStatus => ({
  adapter: 'simulator',
  configured: true,
  external_id: '5001',
  syncs: [{ id: 7, kind: 'inbound', source: 'webhook', status: 'succeeded', result: { messageKey: 'ats_inbound_applied', changed_fields: ['first_name'] }, error: null, created_at: '2026-11-24T10:00:00.000Z', finished_at: '2026-11-24T10:00:00.000Z' }],
});

describe('the ATS section of the applicant detail page', () => {
  it('shows the candidate id, previews the changed fields, syncs out and syncs placements, listing the results', async () => {
    resetFakeApi([PERMISSIONS.APPLICANTS_READ, PERMISSIONS.APPLICANTS_WRITE]);
    serveAts(status());
    renderAdminPage('admin/applicants/42', <ApplicantAtsSection applicantId="42" />);
    expect(await screen.findByTestId('ats-external-id')).toHaveTextContent('5001');
    expect(screen.getByRole('region', { name: 'Last results' })).toHaveTextContent('Changed by the ATS: first_name.');

    // The actions wait for the caller's permissions (users/me), which may answer after the section's data.
    fireEvent.click(await screen.findByRole('button', { name: 'Preview sync out' }));
    const preview = await screen.findByRole('region', { name: 'What the sync would change' });
    const row = within(preview).getAllByRole('row')[1];
    expect(row).toHaveTextContent('lastNameWhitfieldWhitfield-Reyes');
    expect(within(row).getAllByRole('cell').map((c) => c.getAttribute('data-label'))).toEqual(['ATS field', 'In the ATS', 'After the sync']);

    fireEvent.click(within(preview).getByRole('button', { name: 'Sync out to the ATS' }));
    expect(await screen.findByText('The ATS candidate was updated: lastName.')).toBeInTheDocument();
    const sent = requests().find((r) => r.url.endsWith('/sync/out') && r.method === 'POST');
    expect(JSON.parse(sent?.body ?? '{}').request_id).toMatch(/^ui-[a-z0-9-]{8,}$/);
    expect(screen.queryByRole('region', { name: 'What the sync would change' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Sync placements' }));
    expect(await screen.findByText('Placements synchronized. Added: 1 Updated: 0 Unchanged: 0')).toBeInTheDocument();
  });

  it('shows a refusal and keeps the preview; a reader without applicants.write sees no actions', async () => {
    resetFakeApi([PERMISSIONS.APPLICANTS_READ, PERMISSIONS.APPLICANTS_WRITE]);
    serveAts(status(), true);
    const first = renderAdminPage('admin/applicants/42', <ApplicantAtsSection applicantId="42" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Preview sync out' }));
    const preview = await screen.findByRole('region', { name: 'What the sync would change' });
    fireEvent.click(within(preview).getByRole('button', { name: 'Sync out to the ATS' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    expect(screen.getByRole('region', { name: 'What the sync would change' })).toBeInTheDocument();
    first.unmount();

    resetFakeApi([PERMISSIONS.APPLICANTS_READ]);
    serveAts(status());
    renderAdminPage('admin/applicants/42', <ApplicantAtsSection applicantId="42" />);
    expect(await screen.findByTestId('ats-external-id')).toHaveTextContent('5001');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Preview sync out' })).toBeNull());
  });
});
