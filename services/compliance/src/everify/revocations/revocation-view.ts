import type { RevocationMatchKind } from '@attest/contracts';
import type { EadRevocationEntity } from './entities';

/** The columns lists and exports read: never the encrypted numbers, only their masked copies. */
export const LISTED_COLUMNS = [
  'id', 'upload_id', 'line', 'location_id', 'i9_record_id', 'applicant_id', 'match_kind', 'candidates', 'case_number', 'last_name', 'first_name',
  'a_number_masked', 'card_number_masked', 'change_type', 'revocation_date', 'reverify_task_id', 'acknowledged_by', 'acknowledged_by_name',
  'acknowledged_at', 'created_at',
] as const;

export type ListedRevocation = Pick<EadRevocationEntity, (typeof LISTED_COLUMNS)[number]>;

/** An employee a row points at (the matched one, or each candidate of an ambiguous row) in the caller's view. */
export interface RevocationEmployeeView {
  i9_record_id: number;
  applicant_id: number;
  first_name: string | null;
  last_name: string | null;
}

export interface RevocationView {
  id: number;
  upload_id: number;
  line: number;
  match_kind: RevocationMatchKind;
  /** Translation key of the match kind (contracts' everify-lists messages). */
  match_key: string;
  i9_record_id: number | null;
  applicant_id: number | null;
  location_id: number | null;
  /** The matched employee as the I-9 knows them (null when none or ambiguous). */
  employee: RevocationEmployeeView | null;
  /** Ambiguous rows: the employees it could be, for a person to choose (those in the caller's view). */
  candidates: RevocationEmployeeView[];
  case_number: string | null;
  last_name: string | null;
  first_name: string | null;
  /** Masked to the last four characters. */
  a_number: string | null;
  card_number: string | null;
  change_type: string | null;
  revocation_date: string | null;
  reverify_task_id: number | null;
  acknowledged: boolean;
  acknowledged_at: Date | null;
  acknowledged_by_name: string | null;
  created_at: Date;
}

export const matchKey = (kind: RevocationMatchKind): string => `ead_revocation_match_${kind}`;

export function candidateIds(r: Pick<EadRevocationEntity, 'candidates'>): number[] {
  if (!r.candidates) {
    return [];
  }
  const v = JSON.parse(r.candidates) as unknown;
  return Array.isArray(v) ? v.filter((n): n is number => typeof n === 'number') : [];
}

export function revocationView(r: ListedRevocation, employees: Map<number, RevocationEmployeeView>): RevocationView {
  return {
    id: r.id,
    upload_id: r.upload_id,
    line: r.line,
    match_kind: r.match_kind,
    match_key: matchKey(r.match_kind),
    i9_record_id: r.i9_record_id,
    applicant_id: r.applicant_id,
    location_id: r.location_id,
    employee: r.i9_record_id !== null ? (employees.get(r.i9_record_id) ?? null) : null,
    candidates: r.match_kind === 'ambiguous' ? candidateIds(r).flatMap((id) => employees.get(id) ?? []) : [],
    case_number: r.case_number,
    last_name: r.last_name,
    first_name: r.first_name,
    a_number: r.a_number_masked,
    card_number: r.card_number_masked,
    change_type: r.change_type,
    revocation_date: r.revocation_date,
    reverify_task_id: r.reverify_task_id,
    acknowledged: r.acknowledged_at !== null,
    acknowledged_at: r.acknowledged_at,
    acknowledged_by_name: r.acknowledged_by_name,
    created_at: r.created_at,
  };
}
