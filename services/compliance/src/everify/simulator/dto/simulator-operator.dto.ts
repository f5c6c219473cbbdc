import { boolean, number, object, string } from 'yup';
import { EVERIFY_CASE_STATUSES, type EverifyCaseStatus } from '@attest/contracts';

/** PUT /api/v1/everify/simulator/status: the switches of the caller's customer, or of every customer (scope global). */
export const simulatorStatusSchema = object({
  scope: string().typeError('invalid_entry').oneOf(['customer', 'global'], 'invalid_entry'),
  down: boolean().typeError('invalid_entry'),
  lose_answers: number().typeError('number_validator').integer('invalid_entry').min(0, 'es_min').max(20, 'es_max'),
  resolve_after_seconds: number().typeError('number_validator').integer('invalid_entry').min(0, 'es_min').max(86_400, 'es_max'),
}).noUnknown('unknown_field');

export interface SimulatorStatusBody {
  scope?: 'customer' | 'global';
  down?: boolean;
  lose_answers?: number;
  resolve_after_seconds?: number;
}

/** POST /api/v1/everify/simulator/cases/{caseNumber}/push: the result E-Verify gives now. */
export const pushStatusSchema = object({
  status: string().typeError('invalid_entry').oneOf([...EVERIFY_CASE_STATUSES], 'invalid_entry').required('required_field'),
}).noUnknown('unknown_field');

export interface PushStatusBody {
  status: EverifyCaseStatus;
}
