import { Injectable } from '@nestjs/common';
import { CONFIGURATION_CATALOG, configurationKeyDef, configurationValueError, type ConfigurationCatalogEntryDto, type ConfigurationKeyDef } from '@attest/contracts';
import { badRequest, CustomerConfigService } from '@attest/platform';

/** The catalogue with this customer's values, and the check a PUT passes before anything is written. */
@Injectable()
export class ConfigurationCatalogService {
  constructor(private readonly configs: CustomerConfigService) {}

  async catalog(customerId: number): Promise<ConfigurationCatalogEntryDto[]> {
    const values = await this.configs.all(customerId);
    return CONFIGURATION_CATALOG.map((def) => ({
      key: def.key,
      area: def.area,
      type: def.type,
      options: def.options ? [...def.options] : null,
      min: def.min ?? null,
      max: def.max ?? null,
      default: def.default,
      description_key: def.descriptionKey,
      description: def.description,
      reserved: def.reserved === true,
      secret: def.secret === true,
      value: def.secret ? null : storedValue(def, values),
    }));
  }

  /** Refuses (400) a key the catalogue does not know and a value that does not fit its type. */
  checked(name: string, value: string): ConfigurationKeyDef {
    const def = configurationKeyDef(name);
    if (!def) {
      throw badRequest('unknown_configuration', { fields: { name: 'unknown_configuration' } });
    }
    const error = configurationValueError(def, value);
    if (error) {
      throw badRequest(error, { fields: { value: error } });
    }
    return def;
  }
}

/** The key's own value, else a value stored under one of its aliases (what the product reads). */
function storedValue(def: ConfigurationKeyDef, values: Record<string, string>): string | null {
  for (const name of [def.key, ...(def.aliases ?? [])]) {
    if (values[name] !== undefined) {
      return values[name];
    }
  }
  return null;
}
