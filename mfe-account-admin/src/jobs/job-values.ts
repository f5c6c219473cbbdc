import type { TFunction } from 'i18next';
import { jobPostingInputSchema, type JobPostingDto, type JobPostingInput } from '@attest/contracts';
import { yupValidator } from '../admin-common/yup-validator';

/** The text fields of the job form (every JobPosting field staff write; numbers are typed as text). */
export const JOB_TEXT_FIELDS = [
  'name', 'desc', 'brief_desc', 'functions', 'requirements', 'start_date', 'posted_date', 'job_type', 'job_address1', 'job_address2',
  'job_city', 'job_state', 'job_country', 'external_id', 'actual_job_city', 'actual_job_state', 'actual_job_zip', 'category', 'specialty',
] as const;
export const JOB_NUMBER_FIELDS = ['pay_low', 'pay_high', 'pay_rate', 'salary', 'job_zip'] as const;
export const JOB_ID_FIELDS = ['client_id', 'location_id'] as const;

type TextField = (typeof JOB_TEXT_FIELDS)[number];
type NumberField = (typeof JOB_NUMBER_FIELDS)[number] | (typeof JOB_ID_FIELDS)[number];

export type JobFormValues = Record<TextField | NumberField, string> & { active: boolean; public: boolean; featured: boolean };

const str = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : String(v));

export function jobValuesOf(job?: JobPostingDto): JobFormValues {
  const values = {} as JobFormValues;
  for (const f of [...JOB_TEXT_FIELDS, ...JOB_NUMBER_FIELDS, ...JOB_ID_FIELDS]) {
    values[f] = str(job?.[f]);
  }
  return { ...values, active: job?.active ?? true, public: job?.public ?? false, featured: job?.featured ?? false };
}

/** '' → null; a number typed → that number; anything else stays text so the schema says it is not a number. */
const num = (v: string | number | null | undefined): number | string | null => {
  // Formik hands a number input's value over as a number (or '' when emptied).
  if (typeof v === 'number') {
    return Number.isFinite(v) ? v : null;
  }
  const s = (v ?? '').trim();
  if (s === '') {
    return null;
  }
  const n = Number(s);
  return Number.isFinite(n) ? n : s;
};

/** The request body: empty texts are null (the server stores them so), numbers parsed. */
export function toJobBody(values: JobFormValues): JobPostingInput {
  const body: Record<string, unknown> = { active: values.active, public: values.public, featured: values.featured };
  for (const f of JOB_TEXT_FIELDS) {
    body[f] = f === 'name' ? values.name : String(values[f] ?? '').trim() === '' ? null : values[f];
  }
  for (const f of [...JOB_NUMBER_FIELDS, ...JOB_ID_FIELDS]) {
    body[f] = num(values[f]);
  }
  return body as JobPostingInput;
}

export const jobValidator = yupValidator<JobFormValues, JobPostingInput>(jobPostingInputSchema, toJobBody);

/** English of the server's field keys only the job form meets (the product key catalogue reads these calls). */
export function jobServerMessage(t: TFunction, fields: Record<string, string>): string | null {
  if (fields.client_id === 'job_client_not_found') {
    return t('job_client_not_found', 'This client is not one of yours any more. Pick another client.');
  }
  if (fields.pay_high === 'job_pay_high_below_low') {
    return t('job_pay_high_below_low', 'Pay up to cannot be less than pay from.');
  }
  if (fields.location_id) {
    return t('job_location_not_allowed', 'Pick one of your locations.');
  }
  return null;
}
