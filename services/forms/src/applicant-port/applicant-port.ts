import type { DataSource, EntityManager } from 'typeorm';
import type { AuthContext } from '@attest/platform';

type Db = DataSource | EntityManager;

/** The applicant record as the form engine reads it: model-field groups by name, STATE fields under state_props. */
export interface ApplicantRecordView {
  state_props: Record<string, Record<string, string | null>>;
  /** The applicant's country (phone and address rules follow it). */
  country: string | null;
  [key: string]: unknown;
}

/** A changed-fields update of the applicant record, as the record service's PUT takes it. */
export interface ApplicantRecordPatch {
  applicant_id: number;
  props?: Record<string, string | null>;
  state_props?: Record<string, Record<string, string | null>>;
  [key: string]: unknown;
}

/**
 * What the form engine needs of the applicant service. The engine sits below it (the applicant's
 * histories use the engine's custom fields and configurations), so it names what it needs here and the
 * applicant service provides it (ApplicantPortModule in @attest/applicant).
 */
export abstract class ApplicantPort {
  /** Whose data a call is about: an applicant only themselves; staff an applicant they may see; else 404. */
  abstract resolveApplicant(db: Db, auth: AuthContext, applicantId: number | undefined): Promise<number>;

  abstract view(auth: AuthContext, customerId: number, applicantId: number): Promise<ApplicantRecordView>;

  /** Joins the caller's transaction, so its audit and encryption apply and a later failure rolls it back. */
  abstract update(auth: AuthContext, customerId: number, patch: ApplicantRecordPatch, m: EntityManager): Promise<void>;

  /**
   * The applicant owning a record of the history table an entity-manager get function names (404 when the
   * record is missing or removed), or null when the function names no history table (the generic store).
   */
  abstract historyRecordOwner(db: Db, auth: AuthContext, getEntitiesFunction: unknown, entityId: number): Promise<number | null>;
}
