/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RecordedRequest } from '@attest/shared-ui/testing/local-server';
import { remoteRoutes } from '../../routes';
import { renderTalent, resetFakeApi, startFakeApi, type FakeApi } from '../../talent-api/testing/talent-test-kit';

let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());

const referral = (ref_id: number, first_name: string, email: string, status: number) => ({
  ref_id, applicant_id: 42, customer_id: 7, created: '2026-11-24T15:00:00.000Z', first_name, last_name: 'Friend', email, phone: null, comment: null, status, applicant: { applicant_id: 42, full_name: 'Dana Demo' },
});

describe('refer a friend', () => {
  it('lists her referrals with their status labels', async () => {
    resetFakeApi(api, { 'GET /api/v2/customers/7/aplreferral': { body: [referral(2, 'Fran', 'fran@x.test', 3), referral(1, 'Gil', 'gil@x.test', 2)] } });
    renderTalent('/acme/hq/btp/referrals', remoteRoutes.routes);
    const fran = await screen.findByRole('row', { name: /Fran Friend/ });
    expect(within(fran).getByText('Signed Up')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /Gil Friend/ })).getByText('Viewed')).toBeInTheDocument();
  });

  it('checks with the shared rules before sending, keeps what was typed on a server refusal, then sends', async () => {
    const list: ReturnType<typeof referral>[] = [];
    let refuse = true;
    resetFakeApi(api, {
      'GET /api/v2/customers/7/aplreferral': () => ({ body: list }),
      'POST /api/v2/customers/7/aplreferral': (req: RecordedRequest) => {
        if (refuse) {
          refuse = false;
          return { status: 400, body: { statusCode: 400, error: 'Bad Request', messageKey: 'validation_failed', details: { fields: { email: 'invalid_email' } } } };
        }
        const body = JSON.parse(req.body ?? '{}') as { first_name: string; email: string };
        list.push(referral(3, body.first_name, body.email, 1));
        return { status: 201, body: list[0] };
      },
    });
    renderTalent('/acme/hq/btp/referrals', remoteRoutes.routes);
    expect(await screen.findByText('You have not referred anyone yet.')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/First name/), 'Fran');
    await user.type(screen.getByLabelText(/Email/), '@fran.test');
    await user.type(screen.getByLabelText('Phone'), '12');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(screen.getByText("Value must not start with '@'")).toBeInTheDocument();
    expect(screen.getByText('Invalid Phone Number')).toBeInTheDocument();
    expect(screen.getAllByText('Required Field')).toHaveLength(1);
    expect(api.calls('POST /api/v2/customers/7/aplreferral')).toHaveLength(0);

    await user.type(screen.getByLabelText(/Last name/), 'Friend');
    await user.clear(screen.getByLabelText(/Email/));
    await user.type(screen.getByLabelText(/Email/), 'fran@friend.test');
    await user.clear(screen.getByLabelText('Phone'));
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invalid Email')).toBeInTheDocument();
    expect(screen.getByLabelText(/First name/)).toHaveValue('Fran');

    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByRole('row', { name: /Fran Friend/ })).toHaveTextContent('Sent');
    expect(api.calls('POST /api/v2/customers/7/aplreferral')[1].body).toEqual({ first_name: 'Fran', last_name: 'Friend', email: 'fran@friend.test' });
    expect(screen.getByLabelText(/First name/)).toHaveValue('');
  });
});
