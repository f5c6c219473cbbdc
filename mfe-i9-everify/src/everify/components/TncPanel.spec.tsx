/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PERMISSIONS } from '@attest/contracts';
import { everifyCase, tncWorkflow } from '../../testing/everify-fixtures';
import { renderI9Page, serveFakeI9Api, signInAsStaff } from '../../testing/i9-test-kit';
import type { EverifyCase } from '../api/everify-cases-api';
import { TncPanel } from './TncPanel';

const api = serveFakeI9Api('admin/everify/7');
const WORKFLOW = 'GET /api/v1/everify/7/tncfanworkflow';

/** The case page's part: a newer version of the case arrives (the real-time channel made the page read it again). */
function LiveCase({ first, next }: { first: EverifyCase; next: EverifyCase }) {
  const [c, setC] = useState(first);
  return (
    <>
      <button type="button" onClick={() => setC(next)}>
        newer case
      </button>
      <TncPanel c={c} canManage onChanged={() => undefined} />
    </>
  );
}

describe('the mismatch panel on a live case', () => {
  it("reads the employee's decision again when the case changes, so staff are not offered to record one already given", async () => {
    const user = userEvent.setup();
    signInAsStaff(api, [PERMISSIONS.EVERIFY_READ, PERMISSIONS.EVERIFY_MANAGE]);
    const notified = everifyCase({ employee_notified_at: '2025-06-04T10:00:00.000Z', version: 5, allowed_actions: ['referral', 'noncontest', 'closure'] });
    api.handlers[WORKFLOW] = { body: tncWorkflow() };
    renderI9Page('admin/everify/7', [
      { path: 'admin/everify/:caseId', element: <LiveCase first={notified} next={{ ...notified, version: 6, status: 'REFERRED', awaiting_service: false, allowed_actions: [] }} /> },
    ]);
    expect(await screen.findByRole('region', { name: "Record the employee's decision" })).toBeInTheDocument();
    expect(api.calls(WORKFLOW)).toHaveLength(1);

    // The employee answered in the portal; E-Verify referred the case.
    api.handlers[WORKFLOW] = {
      body: tncWorkflow({ outcome: 'REFER', answered_at: '2025-06-05T08:00:00.000Z', answered_by_party: 'applicant', can_answer: false, blocked_by: 'everify_tnc_already_answered' }),
    };
    await user.click(screen.getByRole('button', { name: 'newer case' }));
    expect(within(await screen.findByTestId('tnc-outcome')).getByText(/The employee takes action: the case is referred\. Answered by the employee on/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: "Record the employee's decision" })).toBeNull();
    expect(api.calls(WORKFLOW)).toHaveLength(2);
  });
});
