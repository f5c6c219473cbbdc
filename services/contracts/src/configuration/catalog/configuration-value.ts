import type { ConfigurationKeyDef } from './catalog-types';

/** Spellings a boolean key may be stored with (isConfigOn reads the first group as on). */
const BOOLEAN_VALUES = ['1', 'true', 'yes', 'on', 'y', '0', 'false', 'no', 'off', 'n'];

/**
 * The messageKey of why `value` does not fit the key's type, or null when it does (PUT
 * /api/v1/configurations/{name} answers 400 with it).
 */
export function configurationValueError(def: ConfigurationKeyDef, value: string): string | null {
  switch (def.type) {
    case 'boolean':
      return BOOLEAN_VALUES.includes(value.trim().toLowerCase()) ? null : 'config_value_not_boolean';
    case 'number': {
      const n = Number(value.trim());
      if (value.trim() === '' || !Number.isFinite(n)) {
        return 'config_value_not_number';
      }
      return (def.min !== undefined && n < def.min) || (def.max !== undefined && n > def.max) ? 'config_value_out_of_range' : null;
    }
    case 'json':
      try {
        JSON.parse(value);
        return null;
      } catch {
        return 'config_value_not_json';
      }
    case 'enum':
      return def.options?.includes(value) ? null : 'config_value_not_option';
    case 'string':
    case 'html':
      return null;
  }
}
