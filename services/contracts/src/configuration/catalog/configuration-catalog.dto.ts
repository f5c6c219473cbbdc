import type { ConfigurationArea, ConfigurationType } from './catalog-types';

/** One row of GET /api/v1/configurations/catalog: the key's definition and this customer's value. */
export interface ConfigurationCatalogEntryDto {
  key: string;
  area: ConfigurationArea;
  type: ConfigurationType;
  options: string[] | null;
  min: number | null;
  max: number | null;
  default: string | null;
  description_key: string;
  description: string;
  reserved: boolean;
  /** The stored value, null when unset (the default applies); secrets are never answered. */
  value: string | null;
  secret: boolean;
}
