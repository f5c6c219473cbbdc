import { boolean, number, object, string } from 'yup';

const YMD = /^\d{4}-\d{2}-\d{2}$/;

/** POST /api/v1/EVerify/assessment/order: `{ user_id }` (the caller when absent). */
export const orderAssessmentSchema = object({
  user_id: number().typeError('number_validator').integer('invalid_entry').positive('invalid_entry').nullable(),
}).noUnknown('unknown_field');

export interface OrderAssessmentBody {
  user_id?: number | null;
}

/** *(ours)* POST /api/v1/EVerify/assessment/{userId}/result: the day the knowledge test was passed, confirmed. */
export const assessmentResultSchema = object({
  passed_on: string()
    .typeError('invalid_entry')
    .required('required_field')
    .test('date', 'i9_invalid_date', (v) => !v || (YMD.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().slice(0, 10) === v)),
  confirmed: boolean().typeError('invalid_entry').required('required_field').oneOf([true], 'assessment_confirm_required'),
}).noUnknown('unknown_field');

export interface AssessmentResultBody {
  passed_on: string;
  confirmed: boolean;
}
