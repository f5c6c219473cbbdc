import type { TFunction } from 'i18next';
import { isApiError } from '@attest/shared-ui';
import { apiErrorText } from '../../admin-common/error-text';

/** English of the field-map, adapter property and request log error keys (decision 0050); Spanish is in the translations seed. */
const CONFIG_ERROR_EN: Record<string, string> = {
  field_map_integration_not_found: 'This integration has no field mappings.',
  field_map_internal_entity_type_unknown: 'Choose one of our record types.',
  field_map_external_entity_type_unknown: 'Choose a record type of the external system that matches ours.',
  field_map_internal_field_unknown: 'Choose one of our fields.',
  field_map_external_field_invalid: 'Give the external field as letters, digits and underscores (dots reach into nested fields).',
  field_map_field_type_unknown: 'Choose a field type.',
  field_map_direction_unknown: 'Choose a direction.',
  field_map_code_category_required: 'A code field needs the code category whose external code map translates it.',
  field_map_external_field_taken: 'Another mapping already writes this external field.',
  field_map_list_invalid: 'Send between 1 and 200 mappings.',
  field_mapping_not_found: 'That mapping no longer exists. Reload the page.',
  adapter_not_found: 'That adapter does not exist.',
  adapter_property_not_found: 'That property no longer exists. Reload the page.',
  adapter_property_name_invalid: 'A property name starts with a letter and has at most 64 letters, digits, dots, dashes or underscores.',
  adapter_property_value_invalid: 'A value has at most 2000 characters.',
  adapter_property_list_invalid: 'Send between 1 and 50 properties.',
  external_request_not_found: 'That request log entry no longer exists (it may have been purged).',
};

export function configErrorText(t: TFunction, err: unknown): string {
  const key = isApiError(err) ? err.messageKey : '';
  return key in CONFIG_ERROR_EN ? t(key, CONFIG_ERROR_EN[key]) : apiErrorText(t, err);
}

export function configFieldText(t: TFunction, key: string | undefined): string | undefined {
  return key ? (key in CONFIG_ERROR_EN ? t(key, CONFIG_ERROR_EN[key]) : t('validation_failed', 'Some fields are not valid.')) : undefined;
}
