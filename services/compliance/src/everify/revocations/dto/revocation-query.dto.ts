import { boolean, number, object, string } from 'yup';
import type { RevocationMatchKind } from '@attest/contracts';

export const REVOCATION_MATCH_KINDS: readonly RevocationMatchKind[] = ['exact', 'by_card', 'by_a_number', 'none', 'ambiguous'];

const filterFields = {
  match_kind: string().typeError('invalid_entry').oneOf([...REVOCATION_MATCH_KINDS], 'invalid_entry'),
  /** Only acknowledged rows (or only those waiting for a person). */
  acknowledged: boolean().typeError('invalid_entry'),
  /** The rows of one upload (the upload's per-row results). */
  upload_id: number().typeError('number_validator').integer('invalid_entry').positive('invalid_entry'),
  i9_record_id: number().typeError('number_validator').integer('invalid_entry').positive('invalid_entry'),
  location_id: number().typeError('number_validator').integer('invalid_entry').positive('invalid_entry'),
  /** Names or the case number of the report. */
  search: string().typeError('invalid_entry').max(100, 'es_max'),
};

/** POST /api/v1/everify/revocations/query and /counts. */
export const revocationQuerySchema = object({
  ...filterFields,
  take: number().typeError('number_validator').integer('invalid_entry').min(1, 'es_min').max(200, 'es_max'),
  skip: number().typeError('number_validator').integer('invalid_entry').min(0, 'es_min'),
}).noUnknown('unknown_field');

/** POST /api/v1/everify/revocations/export and /exportasync: the list's filters without its paging. */
export const revocationExportSchema = object(filterFields).noUnknown('unknown_field');

export interface RevocationFilter {
  match_kind?: RevocationMatchKind;
  acknowledged?: boolean;
  upload_id?: number;
  i9_record_id?: number;
  location_id?: number;
  search?: string;
}

export interface RevocationQuery extends RevocationFilter {
  take?: number;
  skip?: number;
}
