import { ApplicantEntity } from '@attest/applicant';
import {
  applicantLogin,
  applicantSession,
  type IdentityFixture,
  registerConfirmed,
  STAFF_PASSWORD,
  staffLogin,
  staffSession,
  startIdentityApp,
} from '../../__tests__/identity-test-app';
import { CstUserEntity } from '../../users/entities/cst-user.entity';
import { RATE_LIMITS } from '../rate-limits';

/**
 * Sign-in limits count failures, not successes (issue 14), on the Redis limiter every instance shares:
 * signing in and out all day never throttles a person; wrong passwords keep their budget.
 */
jest.setTimeout(120_000);

const PER_ACCOUNT = RATE_LIMITS.loginPerAccount.limit;

let f: IdentityFixture;
beforeAll(async () => {
  f = await startIdentityApp({ redis: true });
});
afterAll(async () => {
  await f?.close();
});

async function logout(token: string, party: 'applicant' | 'user', customerId?: number) {
  const session =
    party === 'applicant'
      ? applicantSession({ access_token: token })
      : staffSession({ access_token: token }, customerId);
  expect((await f.call('POST', '/api/v1/logout', { session })).status).toBe(200);
}

describe('applicant sign-in limits', () => {
  it('lets a person sign in and out more often than the budget allows attempts', async () => {
    await registerConfirmed(f, 'often@example.com');
    for (let i = 0; i <= PER_ACCOUNT; i++) {
      const res = await applicantLogin(f, 'often@example.com', undefined, '10.40.0.1');
      expect(res.status).toBe(200);
      await logout(res.body.access_token as string, 'applicant');
    }
    // The eleventh sign-in within the window still works.
    expect((await applicantLogin(f, 'often@example.com', undefined, '10.40.0.1')).status).toBe(200);
  });

  it('keeps the limit for failures, however many successes came before', async () => {
    const id = await registerConfirmed(f, 'guessed@example.com');
    for (let i = 0; i < 3; i++) {
      expect((await applicantLogin(f, 'guessed@example.com', undefined, `10.41.0.${i}`)).status).toBe(200);
    }
    const statuses: number[] = [];
    for (let i = 0; i < PER_ACCOUNT; i++) {
      statuses.push(
        (await applicantLogin(f, 'guessed@example.com', 'Wrong-password-1', `10.41.1.${i}`)).status,
      );
    }
    // Wrong passwords: 401 until the lockout (fifth failure), 423 after; all of them count.
    expect(statuses.slice(0, 4)).toEqual([401, 401, 401, 401]);
    expect(statuses.slice(4).every((s) => s === 423)).toBe(true);
    await f.ds
      .getRepository(ApplicantEntity)
      .update({ applicant_id: id }, { locked: 0, failed_login_count: 0 });
    // The budget is spent by failures only: the right password is throttled now, and nothing is counted.
    expect(await applicantLogin(f, 'guessed@example.com', undefined, '10.41.2.1')).toMatchObject({
      status: 429,
      body: { messageKey: 'too_many_attempts' },
    });
    expect(
      (await f.ds.getRepository(ApplicantEntity).findOneByOrFail({ applicant_id: id })).failed_login_count,
    ).toBe(0);
  });

  it('does not count successes against the address either', async () => {
    await registerConfirmed(f, 'office@example.com');
    const perIp = RATE_LIMITS.loginPerIp.limit;
    const statuses: number[] = [];
    for (let i = 0; i <= perIp; i++) {
      statuses.push((await applicantLogin(f, 'office@example.com', undefined, '10.42.0.1')).status);
    }
    expect(statuses.every((s) => s === 200)).toBe(true);
  });
});

describe('staff sign-in limits', () => {
  it('lets staff sign in and out more often than the budget, and still locks and throttles wrong passwords', async () => {
    for (let i = 0; i <= PER_ACCOUNT; i++) {
      const res = await staffLogin(f, 'acme', STAFF_PASSWORD, '10.43.0.1');
      expect(res.status).toBe(200);
      await logout(res.body.access_token as string, 'user', res.body.customer_id as number);
    }
    expect((await staffLogin(f, 'acme', STAFF_PASSWORD, '10.43.0.1')).status).toBe(200);

    const statuses: number[] = [];
    for (let i = 0; i <= PER_ACCOUNT; i++) {
      statuses.push((await staffLogin(f, 'acme', 'Wrong-password-1', `10.44.0.${i}`)).status);
    }
    expect(statuses.slice(0, 4)).toEqual([401, 401, 401, 401]);
    expect(statuses.slice(4, PER_ACCOUNT).every((s) => s === 423)).toBe(true);
    expect(statuses[PER_ACCOUNT]).toBe(429);
    const row = await f.ds.getRepository(CstUserEntity).findOneByOrFail({ email: f.staffEmail });
    expect(row).toMatchObject({ locked: 1, failed_login_count: 5 });
    await f.ds
      .getRepository(CstUserEntity)
      .update({ user_id: row.user_id }, { locked: 0, failed_login_count: 0 });
    expect((await staffLogin(f, 'acme', STAFF_PASSWORD, '10.44.1.1')).status).toBe(429);
  });
});
