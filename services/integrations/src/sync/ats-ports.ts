/**
 * Where the syncs write (decision 0046). Integrations does not write other domains' tables itself: talent
 * implements AtsJobTarget (job clients and postings, geocoded like its own edits) and provides it; the
 * category target writes the form engine's job categories through their public entities.
 */

export type TargetChange = 'inserted' | 'updated' | 'unchanged';

/** A job order as a posting (staff-side §3 JobPosting fields the ATS fills). */
export interface AtsPostingFields {
  external_id: string;
  name: string;
  desc: string | null;
  brief_desc: string | null;
  requirements: string | null;
  start_date: string | null;
  posted_date: string | null;
  pay_low: number | null;
  pay_high: number | null;
  pay_rate: number | null;
  salary: number | null;
  job_type: string | null;
  job_address1: string | null;
  job_city: string | null;
  job_state: string | null;
  job_zip: number | null;
  job_country: string | null;
  category: string | null;
  specialty: string | null;
  active: boolean;
  public: boolean;
}

export abstract class AtsJobTarget {
  /** Creates or updates the client with this external id; answers our client_id. */
  abstract upsertClient(customerId: number, client: { external_id: string; client_name: string; active: boolean }): Promise<{ client_id: number; change: TargetChange }>;
  /** Creates or updates the posting with this external id (geocoding a new or moved address). */
  abstract upsertPosting(customerId: number, clientId: number | null, posting: AtsPostingFields): Promise<TargetChange>;
  /** Makes the posting with this external id inactive; false when there is none or it already is. */
  abstract deactivatePosting(customerId: number, externalId: string): Promise<boolean>;
  /** External ids of the customer's active postings that came from the ATS. */
  abstract activeExternalIds(customerId: number): Promise<string[]>;
}
