/**
 * Where the applicant syncs read and write other domains' data (decision 0051). Talent and edocs sit above
 * integrations, so they implement these ports (talent's and edocs' `ats-port` folders) and provide them;
 * integrations never imports their internals. Applicant data sits below integrations and is reached through
 * applicant's public exports (its record service: the same changed-fields update path as a person's edit).
 */
import type { TargetChange } from '../sync/ats-ports';

/** A placement as the ATS has it, in talent's terms. */
export interface AtsPlacementFields {
  external_id: string;
  title: string | null;
  company: string | null;
  status: string | null;
  start_date: string | null;
  pay_rate: number | null;
}

export abstract class AtsPlacementTarget {
  /** Creates or updates the applicant's placement with this external id. */
  abstract upsertPlacement(customerId: number, applicantId: number, placement: AtsPlacementFields): Promise<TargetChange>;
}

/** A credential file waiting to go to the ATS (a `send_file` row of edocs' crt_pending_ats_actions). */
export interface PendingCredentialSend {
  action_id: number;
  applicant_id: number;
  credential_id: number;
  credential_name: string;
}

export interface CredentialFile {
  name: string;
  content_type: string;
  content: Buffer;
}

export abstract class AtsCredentialSource {
  /** The customer's pending sends (optionally of one applicant), oldest first. */
  abstract pendingSends(customerId: number, applicantId?: number): Promise<PendingCredentialSend[]>;
  /** Takes one pending action (pending → sending); false when another worker took it or it is not pending. */
  abstract claim(customerId: number, actionId: number): Promise<boolean>;
  /** The credential's front file; null when it is gone (deleted since). */
  abstract file(customerId: number, actionId: number): Promise<CredentialFile | null>;
  /** Marks the action done (with the ATS's file id) or failed (back to pending for a later try when retry is true). */
  abstract finish(customerId: number, actionId: number, outcome: { status: 'done' | 'failed' | 'pending'; external_file_id?: string | null }): Promise<void>;
}
