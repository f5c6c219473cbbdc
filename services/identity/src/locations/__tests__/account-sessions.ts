import { SEEDED_ROLE_IDS } from '@attest/contracts';
import type { Session } from '@attest/platform/testing';
import { UsersService } from '../../users/users.service';
import { type IdentityFixture, STAFF_PASSWORD, staffLogin, staffSession } from '../../__tests__/identity-test-app';

/** The acme admin's session, and a Viewer's (read-only role) at acme. */
export async function accountSessions(f: IdentityFixture, viewerEmail: string): Promise<{ admin: Session; viewer: Session }> {
  const login = await staffLogin(f);
  expect(login.status).toBe(200);
  await f.t.app.get(UsersService).createUser({ customerId: f.acme.id, email: viewerEmail, password: STAFF_PASSWORD, firstName: 'V', lastName: 'Viewer', roleIds: [SEEDED_ROLE_IDS.VIEWER] });
  const viewer = await f.call('POST', '/api/v1/login', { body: { customer_code: 'acme', email: viewerEmail, password: STAFF_PASSWORD } });
  expect(viewer.status).toBe(200);
  return { admin: staffSession(login.body, f.acme.id), viewer: staffSession(viewer.body, f.acme.id) };
}
