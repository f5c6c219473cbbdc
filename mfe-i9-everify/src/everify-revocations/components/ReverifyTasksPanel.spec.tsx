/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import { screen } from '@testing-library/react';
import { PERMISSIONS } from '@attest/contracts';
import { renderI9Page, serveFakeI9Api, signInAsStaff } from '../../testing/i9-test-kit';
import { ReverifyTasksPanel } from './ReverifyTasksPanel';

const api = serveFakeI9Api('admin/i9/5');
const open = () => renderI9Page('admin/i9/5', [{ path: 'admin/i9/:recordId', element: <ReverifyTasksPanel recordId={5} /> }]);

describe('the reverification tasks panel of an I-9', () => {
  it('shows an open task opened by an EAD revocation, with masked numbers', async () => {
    signInAsStaff(api, [PERMISSIONS.I9_READ]);
    api.handlers['GET /api/v1/i9/5/reverification-tasks'] = {
      body: {
        items: [
          {
            id: 3, reason: 'ead_revoked', reason_key: 'i9_reverify_task_ead_revoked', due_date: '2026-11-20', opened_at: '2026-11-24T10:00:00Z', done_at: null, open: true,
            revocations: [{ id: 1, match_kind: 'by_card', match_key: 'ead_revocation_match_by_card', case_number: null, revocation_date: '2026-11-20', change_type: null, a_number: null, card_number: '*********1111', acknowledged: false }],
          },
        ],
      },
    };
    open();
    expect(await screen.findByText('Reverify: USCIS revoked the employment authorization document')).toBeInTheDocument();
    expect(screen.getByText('Open: due 11/20/2026')).toBeInTheDocument();
    expect(screen.getByText('Revoked 11/20/2026 (card *********1111, A-Number —): Matched on the EAD card number')).toBeInTheDocument();
  });

  it('shows nothing when the I-9 has no task', async () => {
    signInAsStaff(api, [PERMISSIONS.I9_READ]);
    api.handlers['GET /api/v1/i9/5/reverification-tasks'] = { body: { items: [] } };
    const { container } = open();
    await screen.findByTestId('location');
    await new Promise((r) => setTimeout(r, 100));
    expect(container.querySelector('[data-task]')).toBeNull();
    expect(api.calls('GET /api/v1/i9/5/reverification-tasks')).toHaveLength(1);
  });
});
