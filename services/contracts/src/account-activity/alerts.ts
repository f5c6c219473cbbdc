import { array, boolean, number, object, string, type InferType } from 'yup';

/** staff-side §4 Alerts: 0 and 1 unread, 2 read. */
export const ALERT_STATUS_READ = 2;

/** staff-side §3 alert types (0 JobPlacementCreate … 16 AplReferralCreate); 100 is a schedule's reminder. */
export const ALERT_TYPE_REMINDER = 100;

export interface AlertDto {
  alert_id: number;
  type: number;
  status: number;
  entity_id: number | null;
  user_id: number;
  applicant_id: number | null;
  /** Translation key of the text shown, with its {{params}}. */
  message_key: string | null;
  message_params: Record<string, string | number>;
  date_created: string;
}

const status = () => number().strict().typeError('number_validator').integer('interger_validator').min(0, 'es_min').max(2, 'es_max');
const optionalId = () => number().strict().typeError('number_validator').integer('interger_validator').positive('invalid_entry').nullable().optional();
const params = () =>
  object()
    .test('flat_params', 'invalid_entry', (v) => v === undefined || v === null || Object.values(v).every((x) => ['string', 'number'].includes(typeof x)))
    .test('params_size', 'es_max', (v) => v === undefined || v === null || JSON.stringify(v).length <= 1000)
    .optional();

/** POST /api/v1/alerts: an alert for the caller. */
export const alertCreateSchema = object({
  type: number().strict().typeError('number_validator').integer('interger_validator').min(0, 'es_min').max(1000, 'es_max').required('required'),
  status: status().optional(),
  entity_id: optionalId(),
  applicant_id: optionalId(),
  message_key: string().strict().typeError('invalid_entry').matches(/^[a-z0-9_]{1,100}$/, 'invalid_entry').nullable().optional(),
  message_params: params(),
}).noUnknown(true, 'unknown_field');
export type AlertCreate = InferType<typeof alertCreateSchema>;

/** PATCH /api/v1/alerts/{id}. */
export const alertPatchSchema = object({
  status: status().optional(),
  message_key: string().strict().typeError('invalid_entry').matches(/^[a-z0-9_]{1,100}$/, 'invalid_entry').nullable().optional(),
  message_params: params(),
}).noUnknown(true, 'unknown_field');
export type AlertPatch = InferType<typeof alertPatchSchema>;

/** POST /api/v1/alerts/read: the listed alerts, or all of the caller's when `all` is true. */
export const alertsReadSchema = object({
  alertIds: array(number().strict().integer('interger_validator').positive('invalid_entry').required()).max(500, 'es_max').optional(),
  all: boolean().strict().typeError('invalid_entry').optional(),
}).noUnknown(true, 'unknown_field');
export type AlertsRead = InferType<typeof alertsReadSchema>;
