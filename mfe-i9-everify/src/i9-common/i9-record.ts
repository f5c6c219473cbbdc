/**
 * The I-9 record as compliance answers it (services/compliance/src/records/i9-record-view.ts). The browser
 * does not import the server: this is the JSON shape it reads. Values are masked unless revealed.
 */
export interface I9RevisionView {
  revision_id: number;
  section: string;
  revision: number;
  signed: boolean;
  signed_at: string | null;
  signed_by_party: string | null;
  signed_by_name: string | null;
  corrects_revision_id: number | null;
  created_at: string;
  updated_at: string;
  value: Record<string, unknown>;
}

export interface I9SectionState {
  current: I9RevisionView | null;
  draft: I9RevisionView | null;
}

export interface I9RecordView {
  id: number;
  applicant_id: number;
  location_id: number | null;
  edition: string;
  status: string;
  first_day_of_employment: string | null;
  termination_date: string | null;
  section1_due: string | null;
  section2_due: string | null;
  work_auth_until: string | null;
  retention_until: string | null;
  legal_hold: boolean;
  pending_correction: boolean;
  revealed: boolean;
  section1: I9SectionState;
  section2: I9SectionState;
  supplement_b: I9RevisionView[];
  created_at: string;
  updated_at: string;
}

/** A value the server masked (`*****6789`): sent back unchanged it keeps the stored number. */
export const isMaskedValue = (value: unknown): value is string =>
  typeof value === 'string' && value.includes('*');

/** Today as YYYY-MM-DD in UTC, the day the compliance service checks dates against. */
export function utcToday(): string {
  return new Date().toISOString().slice(0, 10);
}

/** A moment (ISO) as MM/DD/YYYY, h:mm AM/PM in the browser's time zone; '' when it does not parse. */
export function formatDateTime(iso: string | null | undefined): string {
  const date = iso ? new Date(iso) : null;
  if (!date || Number.isNaN(date.getTime())) {
    return '';
  }
  return new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: 'numeric',
    minute: '2-digit',
  }).format(date);
}
