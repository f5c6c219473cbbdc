import type { EntityTarget, ObjectLiteral } from 'typeorm';
import type { TenantOwned } from '@attest/platform';
import { EducationEntity } from './education.entity';
import { WorkHistoryEntity } from './work-history.entity';

/** How a posted value of one column is read (see history-record.rules). */
export type ColumnKind =
  | { kind: 'text'; max: number }
  | { kind: 'money' }
  | { kind: 'flag' }
  | { kind: 'count' }
  | { kind: 'date' }
  | { kind: 'year' };

/** A history row as the service handles it: its own columns plus the owner keys. */
export type HistoryRow = ObjectLiteral & TenantOwned & { applicant_id: number; active: number; deleted: number };

/** One dedicated history table behind the entity manager ('workHistory' / 'education' functions). */
export interface HistoryKind {
  entityType: 'work_history' | 'education';
  /** The configured entityIdName the records carry (also the table's key). */
  idName: 'work_history_id' | 'education_id';
  target: EntityTarget<HistoryRow>;
  /** The record's own fields, in answer order. */
  columns: Readonly<Record<string, ColumnKind>>;
  /** The code category a column's value must come from (education degree → EDU_DEGREE). */
  codeColumns?: Readonly<Record<string, string>>;
}

const text = (max: number): ColumnKind => ({ kind: 'text', max });

export const WORK_HISTORY_KIND: HistoryKind = {
  entityType: 'work_history',
  idName: 'work_history_id',
  target: WorkHistoryEntity as unknown as EntityTarget<HistoryRow>,
  columns: {
    employer: text(255),
    city: text(100),
    state: text(64),
    title: text(255),
    starting_wage: { kind: 'money' },
    hourly_wage: { kind: 'money' },
    supervisor: text(255),
    supervisor_phone: text(32),
    contact_supervisor: { kind: 'flag' },
    start_date: { kind: 'date' },
    end_date: { kind: 'date' },
    current: { kind: 'flag' },
    temp_job: { kind: 'flag' },
    temp_agency: text(255),
    num_temps: { kind: 'count' },
    desc: text(4000),
    reason_for_leaving: text(4000),
  },
};

export const EDUCATION_KIND: HistoryKind = {
  entityType: 'education',
  idName: 'education_id',
  target: EducationEntity as unknown as EntityTarget<HistoryRow>,
  columns: {
    school: text(255),
    degree: text(128),
    major: text(128),
    city: text(100),
    state: text(64),
    grad_year: { kind: 'year' },
    start_date: { kind: 'date' },
    end_date: { kind: 'date' },
  },
  codeColumns: { degree: 'EDU_DEGREE' },
};

/** The entity manager function names that select a dedicated table (the shared-ui's ENTITY_FUNCTION_PATHS). */
export const HISTORY_KIND_BY_FUNCTION: Readonly<Record<string, HistoryKind>> = {
  workHistory: WORK_HISTORY_KIND,
  education: EDUCATION_KIND,
};

/** The dedicated table a configured function name selects, or null (the generic store or an unknown name). */
export function historyKindByFunction(name: unknown): HistoryKind | null {
  return typeof name === 'string' && Object.prototype.hasOwnProperty.call(HISTORY_KIND_BY_FUNCTION, name) ? HISTORY_KIND_BY_FUNCTION[name] : null;
}
