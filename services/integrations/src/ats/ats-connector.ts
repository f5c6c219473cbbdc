/** What the product reads from (and writes to) an applicant tracking system (decision 0046). */

export interface AtsCategory { id: string; name: string; enabled: boolean }
export interface AtsSpecialty { id: string; name: string; categoryId: string }
export interface AtsSkill { id: string; name: string; categoryIds: string[] }
export interface AtsIndustry { id: string; name: string }
export interface AtsClient { id: string; name: string; active: boolean }

export interface AtsJobOrder {
  id: string;
  title: string;
  clientId: string | null;
  categoryId: string | null;
  specialtyId: string | null;
  employmentType: string | null;
  open: boolean;
  public: boolean;
  deleted: boolean;
  startDate: string | null;
  dateAdded: string | null;
  payRate: number | null;
  payLow: number | null;
  payHigh: number | null;
  salary: number | null;
  description: string | null;
  briefDescription: string | null;
  requirements: string | null;
  address1: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  country: string | null;
}

export interface AtsPlacement { id: string; candidateId: string; jobOrderId: string | null; status: string; startDate: string | null; payRate: number | null }
export interface AtsCandidate { id: string; firstName: string | null; lastName: string | null; email: string | null; status: string | null }
export interface AtsCertification { id: string; candidateId: string; name: string; expirationDate: string | null; status: string | null }
export interface AtsFile { id: string; candidateId: string; name: string; contentType: string | null; size: number | null }

/** One change of the ATS's change log. */
export interface AtsChange { seq: number; entity: string; id: string; change: 'INSERTED' | 'UPDATED' | 'DELETED' }

/** How the connector is doing a call: told when it waits after a 429/503 or retries a 5xx. */
export interface AtsCallObserver {
  onRetry?(info: { status: number; waitMs: number }): void | Promise<void>;
}

/**
 * An ATS adapter. Every list is read whole (the connector pages underneath); `changesSince` reads the
 * change log from a cursor and answers the new cursor.
 */
export interface AtsConnector {
  readonly adapter: string;
  categories(): Promise<AtsCategory[]>;
  specialties(): Promise<AtsSpecialty[]>;
  skills(): Promise<AtsSkill[]>;
  industries(): Promise<AtsIndustry[]>;
  clients(): Promise<AtsClient[]>;
  client(id: string): Promise<AtsClient | null>;
  jobOrders(): Promise<AtsJobOrder[]>;
  jobOrder(id: string): Promise<AtsJobOrder | null>;
  changesSince(cursor: number, entities: string[]): Promise<{ changes: AtsChange[]; cursor: number }>;
  /** The change log's newest position (where an incremental sync starts after a full one). */
  latestCursor(): Promise<number>;
  placementsForCandidate(candidateId: string): Promise<AtsPlacement[]>;
  candidate(id: string): Promise<AtsCandidate | null>;
  createCandidate(fields: Omit<AtsCandidate, 'id'>): Promise<string>;
  updateCandidate(id: string, fields: Partial<Omit<AtsCandidate, 'id'>>): Promise<void>;
  certifications(candidateId: string): Promise<AtsCertification[]>;
  files(candidateId: string): Promise<AtsFile[]>;
  /** The candidate as the ATS keeps it (every field; the field mappings pick what they need). Null when unknown. */
  candidateRecord(id: string): Promise<Record<string, unknown> | null>;
  /** Creates a candidate from raw ATS fields; answers its id. */
  createCandidateRecord(fields: Record<string, unknown>): Promise<string>;
  /** Writes the given ATS fields of a candidate (only those). */
  updateCandidateRecord(id: string, fields: Record<string, unknown>): Promise<void>;
  /** Attaches a file to a candidate; `externalKey` lets the ATS side recognise a repeat. Answers the file id. */
  uploadCandidateFile(candidateId: string, file: AtsFileUpload): Promise<string>;
}

/** A file sent to a candidate in the ATS (decision 0051). */
export interface AtsFileUpload { name: string; contentType: string; type: string; content: Buffer; externalKey: string }
