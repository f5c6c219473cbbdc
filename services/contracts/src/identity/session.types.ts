/** Answer of applicant login, single-use authenticate and /auth/singleuse (docs/api.md). */
export interface ApplicantSessionDto {
  access_token: string;
  party: 'applicant';
  applicant_id: number;
  customer_id: number;
  customer_code: string;
  location_code: string;
  /** The language the applicant chose (null: the customer's default); the portal switches to it at login. */
  language: string | null;
  /** ISO 8601. */
  expires_at: string;
}

/** Answer of staff login (docs/api.md). */
export interface StaffSessionDto {
  access_token: string;
  party: 'user';
  user_id: number;
  customer_id: number;
  customer_code: string;
  customers: { customer_id: number; customer_code: string; name: string }[];
  full_name: string;
  /** ISO 8601. */
  expires_at: string;
}
