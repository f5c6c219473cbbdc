import { object, string, type InferType } from 'yup';

/** Config names: letters, digits, '_', '.', '-' and spaces (the spec has 'able verify enable'). */
export const CONFIG_NAME_PATTERN = /^[A-Za-z0-9_.\- ]{1,128}$/;

export const setConfigurationSchema = object({
  value: string().defined('required_field').max(65_535, 'es_max'),
}).noUnknown(true, 'unknown_field');
export type SetConfigurationInput = InferType<typeof setConfigurationSchema>;

/** Values that switch a flag on; anything else, or an unset key, is off (spec §9). */
export const CONFIG_TRUE_VALUES: readonly string[] = ['1', 'true', 'yes', 'on', 'y'];
export function isConfigOn(value: string | null | undefined): boolean {
  return value != null && CONFIG_TRUE_VALUES.includes(value.trim().toLowerCase());
}
