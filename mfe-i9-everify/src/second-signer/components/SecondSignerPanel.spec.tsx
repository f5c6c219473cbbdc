/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PERMISSIONS, type Permission } from '@attest/contracts';
import { apiError, renderI9Page, serveFakeI9Api, signInAsStaff } from '../../testing/i9-test-kit';
import { CITIZEN_SECTION1, i9Record, revision } from '../../testing/i9-fixtures';
import type { I9RecordView } from '../../i9-common/i9-record';
import type { SecondSignerView, StaffSecondSignerAnswer } from '../api/second-signer-types';
import { SecondSignerPanel } from './SecondSignerPanel';

const api = serveFakeI9Api('admin/i9/5');
const GET = 'GET /api/v1/i9/5/second-signer';
const NOTIFY = 'POST /api/v1/submissions/5/notifyrep';
const REVIEW = 'POST /api/v1/i9/5/section2/review';
const VIEWER: Permission[] = [PERMISSIONS.I9_READ];
const RECRUITER: Permission[] = [PERMISSIONS.I9_READ, PERMISSIONS.DOCUMENTS_SEND];
const OFFICER: Permission[] = [PERMISSIONS.I9_READ, PERMISSIONS.I9_SECTION2_SIGN];

const s1 = revision(CITIZEN_SECTION1, { signed_at: '2025-05-30T12:00:00.000Z', signed_by_name: 'Ana Diaz' });
const OPEN = i9Record({ status: 'section1_signed', section1: { current: s1, draft: null } });
const PENDING_REVIEW = i9Record({
  status: 'section2_pending_review',
  section1: { current: s1, draft: null },
  section2: {
    current: revision(
      {},
      {
        section: 'section2',
        signed_at: '2025-06-02T16:00:00.000Z',
        signed_by_party: 'second_signer',
        signed_by_name: 'Remy Notary',
      },
    ),
    draft: null,
  },
});
const rep = (over: Partial<SecondSignerView> = {}): SecondSignerView => ({
  first_name: 'Remy',
  last_name: 'Notary',
  email: 'r***@notary.test',
  mobile: null,
  contact_method: '0',
  status: 'invited',
  invited_at: '2025-06-02T15:00:00.000Z',
  link_expires_at: '2025-06-09T15:00:00.000Z',
  used_at: null,
  last_activity_at: null,
  review_note: null,
  ...over,
});
const answer = (record: I9RecordView, second: SecondSignerView | null): StaffSecondSignerAnswer => ({
  record_id: 5,
  record_status: record.status,
  allowed_methods: ['0', '1'],
  second_signer: second,
});

function open(record: I9RecordView, permissions: Permission[], second: SecondSignerView | null) {
  signInAsStaff(api, permissions);
  api.handlers[GET] = { body: answer(record, second) };
  return renderI9Page('admin/i9/5', [
    {
      path: 'admin/i9/:recordId',
      element: <SecondSignerPanel record={record} onChanged={() => undefined} />,
    },
  ]);
}

describe('the representative on the staff record page', () => {
  it('a Viewer sees where it stands (contact masked) and no buttons', async () => {
    open(OPEN, VIEWER, rep());
    expect(await screen.findByText(/Link sent on 06\/02\/2025/)).toBeInTheDocument();
    expect(screen.getByText(/r\*\*\*@notary\.test/)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('documents.send sends a new link, and assigns a representative with the server’s field keys shown inline', async () => {
    const user = userEvent.setup();
    open(OPEN, RECRUITER, rep());
    api.handlers[NOTIFY] = (req) =>
      req.body && req.body !== '{}'
        ? apiError(400, 'validation_failed', { fields: { first_name: 'applicant_assign_ss_different_name' } })
        : { body: answer(OPEN, rep({ invited_at: '2025-06-03T09:00:00.000Z' })) };
    await user.click(await screen.findByRole('button', { name: 'Send a new link' }));
    expect(await screen.findByText('Link sent to the representative')).toBeInTheDocument();
    expect(api.calls(NOTIFY)[0].body).toEqual({});
    await user.click(screen.getByText('Change the representative'));
    const first = screen.getByRole('textbox', { name: 'Representative’s first name' });
    await user.clear(first);
    await user.type(first, 'Ana');
    await user.click(screen.getByRole('button', { name: 'Save and send the link' }));
    expect(
      await screen.findByText("The representative's name must differ from the employee's"),
    ).toBeInTheDocument();
    expect(first).toHaveValue('Ana');
    expect(api.calls(NOTIFY)[1].body).toEqual({
      contact_method: '0',
      first_name: 'Ana',
      last_name: 'Notary',
      email: 'r***@notary.test',
      mobile: null,
    });
  });

  it('i9.section2.sign reviews a representative’s Section 2: the reason is required to send it back, then accepted', async () => {
    const user = userEvent.setup();
    open(PENDING_REVIEW, OFFICER, rep({ status: 'signed', used_at: '2025-06-02T16:00:00.000Z' }));
    api.handlers[REVIEW] = (req) => {
      const body = JSON.parse(req.body) as { approve: boolean };
      return body.approve
        ? { body: { ...PENDING_REVIEW, status: 'complete' } }
        : apiError(400, 'validation_failed', { fields: { reason: 'required_field' } });
    };
    expect(await screen.findByText(/The representative signed Section 2 on/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send a new link' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send Section 2 back' }));
    expect(await screen.findByText('Required Field')).toBeInTheDocument();
    expect(api.calls(REVIEW)[0].body).toEqual({ approve: false, reason: '', return_to: 'representative' });
    await user.click(screen.getByRole('button', { name: 'Accept Section 2' }));
    expect(await screen.findByText('Section 2 accepted: the Form I-9 is complete')).toBeInTheDocument();
    expect(api.calls(REVIEW)[1].body).toEqual({ approve: true });
    await waitFor(() => expect(api.calls(GET).length).toBeGreaterThanOrEqual(2));
  });
});
