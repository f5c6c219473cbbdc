import type { INestApplication } from '@nestjs/common';
import { SEEDED_ROLE_IDS } from '@attest/contracts';
import type { Party } from '../auth/auth-context';
import { TokenService } from '../auth/token.service';
import { grantRole } from './grant-role';
import type { Session } from './http-client';

/**
 * An access token for a subject, as a login would issue it. A staff subject is given a role in the
 * customer first (Admin unless told; pass null for none) so permission checks see a real grant.
 */
export async function sessionFor(app: INestApplication, party: Party, subjectId: number, customerId: number, roleId: number | null = SEEDED_ROLE_IDS.ADMIN): Promise<Session> {
  if (party === 'user' && roleId !== null) {
    await grantRole(app, subjectId, customerId, roleId);
  }
  const { token } = await app.get(TokenService).issue({ kind: 'access', party, subjectId, customerId, ttlMinutes: 30 });
  return { token, party, customerId };
}
