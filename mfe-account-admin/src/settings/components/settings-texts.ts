import type { TFunction } from 'i18next';
import { isConfigOn, type ConfigurationArea, type ConfigurationCatalogEntryDto, type ConfigurationType } from '@attest/contracts';
import { isApiError } from '@attest/shared-ui';
import { apiErrorText } from '../../admin-common/error-text';

export const areaLabel = (t: TFunction, area: ConfigurationArea): string =>
  ({
    application: t('settings_area_application', 'Application and profile'),
    i9: t('settings_area_i9', 'I-9 and verification'),
    documents: t('settings_area_documents', 'Documents and tasks'),
    talent: t('settings_area_talent', 'Talent platform'),
    integrations: t('settings_area_integrations', 'Integrations'),
    security: t('settings_area_security', 'Sign-in and security'),
  })[area];

export const typeLabel = (t: TFunction, type: ConfigurationType): string =>
  ({
    boolean: t('settings_type_boolean', 'On or off'),
    string: t('settings_type_string', 'Text'),
    number: t('settings_type_number', 'Number'),
    json: t('settings_type_json', 'JSON'),
    enum: t('settings_type_enum', 'Choice'),
    html: t('settings_type_html', 'HTML text'),
  })[type];

/** A stored value as people read it (booleans as On/Off; an empty text as "empty"). */
export function valueText(t: TFunction, entry: Pick<ConfigurationCatalogEntryDto, 'type'>, value: string | null): string {
  if (value === null) {
    return t('settings_value_none', 'None');
  }
  if (entry.type === 'boolean') {
    return isConfigOn(value) ? t('settings_on', 'On') : t('settings_off', 'Off');
  }
  return value === '' ? t('settings_value_empty', '(empty)') : value;
}

const VALUE_ERRORS: Record<string, string> = {
  unknown_configuration: 'This key is not in the configuration catalogue.',
  config_value_not_boolean: 'Choose on or off.',
  config_value_not_number: 'Enter a number.',
  config_value_out_of_range: 'The number is outside the allowed range.',
  config_value_not_json: 'Enter valid JSON.',
  config_value_not_option: 'Choose one of the options.',
};

/** Why a save was refused, translated. */
export function saveErrorText(t: TFunction, error: unknown): string {
  const key = isApiError(error) ? error.messageKey : '';
  return VALUE_ERRORS[key] ? t(key, VALUE_ERRORS[key]) : apiErrorText(t, error);
}
