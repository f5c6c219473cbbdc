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
}

export interface AuthedRequest {
  auth?: AuthContext;
  headers: Record<string, string | string[] | undefined>;
  ip?: string;
}
