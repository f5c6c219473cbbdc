import { array, number, object, string, type ObjectSchema } from 'yup';
import { CERT_ACTION_NAMES, CERT_EVENT_NAMES } from './automation-events';

const id = () => number().typeError('number_validator').integer('interger_validator').positive('invalid_entry');
const statusId = () => id().oneOf(Object.keys(CERT_EVENT_NAMES).map(Number), 'invalid_entry').required('required_field');
const actionIds = () => array(id().oneOf(Object.keys(CERT_ACTION_NAMES).map(Number), 'invalid_entry').required('required_field')).max(3, 'max_length').required('required_field');

export interface EventInput {
  status_id: number;
  action_ids: number[];
}
const eventsSchema = () => array(object({ status_id: statusId(), action_ids: actionIds() }).noUnknown(true, 'unknown_field')).max(6, 'max_length');

export interface RequirementInput {
  id?: number;
  customer_location_id?: number | null;
  entity_type: string;
  entity_id: number;
  credential_id: number;
  events?: EventInput[];
}
/** POST creates (no id) or updates (id). events absent: the customer's default automation. */
export const requirementSchema: ObjectSchema<RequirementInput> = object({
  id: id().optional(),
  customer_location_id: id().nullable().optional(),
  entity_type: string().trim().required('required_field').matches(/^[A-Za-z_]{1,32}$/, 'invalid_entry'),
  entity_id: id().required('required_field'),
  credential_id: id().required('required_field'),
  events: eventsSchema().optional(),
}).noUnknown(true, 'unknown_field') as ObjectSchema<RequirementInput>;

export interface AutomationDefaultInput {
  events?: EventInput[];
}
/** Empty body: reset to the spec's defaults. */
export const automationDefaultSchema: ObjectSchema<AutomationDefaultInput> = object({
  events: eventsSchema().optional(),
}).noUnknown(true, 'unknown_field') as ObjectSchema<AutomationDefaultInput>;
