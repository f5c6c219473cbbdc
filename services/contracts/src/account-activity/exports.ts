import { mixed, number, object, type InferType } from 'yup';
import { EXPORT_MODELS, EXPORT_STATUSES, type ExportStatus } from './export-models';

/** One row of the exports list. */
export interface ExportDto {
  export_id: string;
  model: string | null;
  job_name: string;
  user_id: number;
  user_name: string | null;
  filter_summary: Record<string, unknown>;
  status: ExportStatus;
  rows: number | null;
  file_name: string | null;
  created_at: string;
  finished_at: string | null;
  expires_at: string | null;
  schedule_id: number | null;
}

/** POST /api/v1/exports/query. */
export const exportsQuerySchema = object({
  model: mixed<string>().oneOf([...EXPORT_MODELS.map((m) => m.model), undefined], 'invalid_entry').optional(),
  status: mixed<ExportStatus>().oneOf([...EXPORT_STATUSES, undefined], 'invalid_entry').optional(),
  user_id: number().strict().typeError('number_validator').integer('interger_validator').positive('invalid_entry').optional(),
  skip: number().typeError('number_validator').integer('interger_validator').min(0, 'es_min').default(0),
  take: number().typeError('number_validator').integer('interger_validator').min(1, 'es_min').max(100, 'es_max').default(25),
}).noUnknown(true, 'unknown_field');
export type ExportsQuery = InferType<typeof exportsQuerySchema>;
