import type { Permission } from '@attest/contracts';

export type Party = 'applicant' | 'user';

/** Who is calling, resolved once by the AuthGuard from a verified token. */
export interface AuthContext {
  party: Party;
  /** The active customer: the token's customer, or the verified X-Request-Customer-Id. */
  customerId: number;
  applicantId?: number;
  userId?: number;
  tokenId: number;
  /** For an applicant session opened by a staff user ("log in as applicant"). */
  actingUserId?: number;
  /** Where the call came from (for the audit log). */
  ip?: string;
  /** Staff only: the permissions of the user's roles in the active customer. */
  permissions?: ReadonlySet<Permission>;
  /** Staff only: null for every location, else the locations the user's roles are limited to. */
  locationIds?: number[] | null;
}

export interface AuthedRequest {
  auth?: AuthContext;
  headers: Record<string, string | string[] | undefined>;
  ip?: string;
}
