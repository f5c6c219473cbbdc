import { maskPayload, parsePayload, type Payload } from '../shared/payload-mask';
import type { I9RecordEntity, I9RevisionEntity, I9Section } from './entities';

/** One revision as answered: SSN and document numbers masked unless the caller revealed them. */
export interface I9RevisionView {
  revision_id: number;
  section: I9Section;
  revision: number;
  signed: boolean;
  signed_at: Date | null;
  signed_by_party: string | null;
  signed_by_name: string | null;
  corrects_revision_id: number | null;
  created_at: Date;
  updated_at: Date;
  value: Payload;
}

export interface I9SectionState {
  /** The latest signed revision. */
  current: I9RevisionView | null;
  /** The unsigned revision being edited: a first draft, or a correction waiting for its signature. */
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
  created_at: Date;
  updated_at: Date;
}

export function revisionView(rev: I9RevisionEntity, reveal = false): I9RevisionView {
  const value = parsePayload(rev.payload);
  return {
    revision_id: rev.id,
    section: rev.section,
    revision: rev.revision,
    signed: !!rev.signed_at,
    signed_at: rev.signed_at,
    signed_by_party: rev.signed_by_party,
    signed_by_name: rev.signed_by_name,
    corrects_revision_id: rev.corrects_revision_id,
    created_at: rev.created_at,
    updated_at: rev.updated_at,
    value: reveal ? value : maskPayload(value),
  };
}

function sectionState(revisions: I9RevisionEntity[], section: I9Section, reveal: boolean): I9SectionState {
  const mine = revisions.filter((r) => r.section === section).sort((a, b) => b.revision - a.revision);
  const current = mine.find((r) => r.signed_at) ?? null;
  const draft = mine[0] && !mine[0].signed_at ? mine[0] : null;
  return { current: current && revisionView(current, reveal), draft: draft && revisionView(draft, reveal) };
}

/** The record with its sections. `omitSection2Values`: the employee sees Section 2's state, not the employer's entries. */
export function recordView(record: I9RecordEntity, revisions: I9RevisionEntity[], options: { reveal?: boolean; omitSection2Values?: boolean } = {}): I9RecordView {
  const reveal = !!options.reveal;
  const section2 = sectionState(revisions, 'section2', reveal);
  if (options.omitSection2Values) {
    for (const v of [section2.current, section2.draft]) {
      if (v) {
        v.value = {};
      }
    }
  }
  return {
    id: record.id,
    applicant_id: record.applicant_id,
    location_id: record.location_id,
    edition: record.edition,
    status: record.status,
    first_day_of_employment: record.first_day_of_employment,
    termination_date: record.termination_date,
    section1_due: record.section1_due,
    section2_due: record.section2_due,
    work_auth_until: record.work_auth_until,
    retention_until: record.retention_until,
    legal_hold: !!record.legal_hold,
    pending_correction: !!record.pending_correction,
    revealed: reveal,
    section1: sectionState(revisions, 'section1', reveal),
    section2,
    supplement_b: revisions.filter((r) => r.section === 'supplementB' && r.signed_at).sort((a, b) => a.revision - b.revision).map((r) => revisionView(r, reveal)),
    created_at: record.created_at,
    updated_at: record.updated_at,
  };
}
