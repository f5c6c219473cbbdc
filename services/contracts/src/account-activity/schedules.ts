import { boolean, mixed, object, string, type InferType } from 'yup';
import { EXPORT_MODELS } from './export-models';

export const SCHEDULE_KINDS = ['export', 'reminder'] as const;
export type ScheduleKind = (typeof SCHEDULE_KINDS)[number];

export interface ScheduleDto {
  id: number;
  name: string;
  kind: ScheduleKind;
  /** The export model (kind export). */
  model: string | null;
  filter: Record<string, unknown>;
  /** The reminder text (kind reminder). */
  message: string | null;
  cron: string;
  time_zone: string;
  active: boolean;
  created_by: number;
  last_run_at: string | null;
  /** not_permitted: the creator no longer holds the export's permission, or is limited to some locations. */
  last_run_status: 'ok' | 'failed' | 'not_permitted' | null;
  last_run_export_id: string | null;
  next_run: string | null;
}

/** POST /api/v1/schedules and PUT /api/v1/schedules/{id} (the cron is checked on the server, in the time zone). */
export const scheduleSchema = object({
  name: string().strict().typeError('invalid_entry').trim().required('required').max(100, 'es_max'),
  kind: mixed<ScheduleKind>().oneOf([...SCHEDULE_KINDS], 'invalid_entry').required('required'),
  model: mixed<string>()
    .oneOf([...EXPORT_MODELS.map((m) => m.model), undefined], 'invalid_entry')
    .when('kind', { is: 'export', then: (s) => s.required('required') })
    .optional(),
  filter: object().test('filter_size', 'es_max', (v) => v === undefined || v === null || JSON.stringify(v).length <= 4000).nullable().optional(),
  message: string().strict().typeError('invalid_entry').trim().max(500, 'es_max')
    .when('kind', { is: 'reminder', then: (s) => s.required('required') })
    .nullable()
    .optional(),
  cron: string().strict().typeError('invalid_entry').trim().required('required').max(100, 'es_max'),
  time_zone: string().strict().typeError('invalid_entry').trim().max(64, 'es_max').optional(),
  active: boolean().strict().typeError('invalid_entry').default(true),
}).noUnknown(true, 'unknown_field');
export type ScheduleInput = InferType<typeof scheduleSchema>;
