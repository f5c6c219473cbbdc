/**
 * The per-customer configuration catalogue (issue 17, decision 0034): every key of staff-side §9 and
 * applicant-side §9, and every key the product reads, with what it changes.
 */
export const CONFIGURATION_AREAS = ['application', 'i9', 'documents', 'talent', 'integrations', 'security'] as const;
export type ConfigurationArea = (typeof CONFIGURATION_AREAS)[number];

export const CONFIGURATION_TYPES = ['boolean', 'string', 'number', 'json', 'enum', 'html'] as const;
export type ConfigurationType = (typeof CONFIGURATION_TYPES)[number];

export interface ConfigurationKeyDef {
  key: string;
  area: ConfigurationArea;
  type: ConfigurationType;
  /** enum only: the values allowed. */
  options?: readonly string[];
  /** number only: inclusive bounds. */
  min?: number;
  max?: number;
  /** What the product does when the key is not set (stored form; boolean 'false' = off). */
  default: string | null;
  /** Translation key and English of what the key changes. */
  descriptionKey: string;
  description: string;
  /** Named by the spec, read by nothing in the product yet. */
  reserved?: true;
  /** Other spellings the product also reads as this key (older clients' names). */
  aliases?: readonly string[];
  /** Never read back through the configurations API (an encrypted secret). */
  secret?: true;
}

type Extra = Partial<Pick<ConfigurationKeyDef, 'options' | 'min' | 'max' | 'reserved' | 'aliases' | 'secret' | 'default'>>;

const descriptionKeyOf = (key: string) => `config_${key.toLowerCase().replace(/[^a-z0-9]+/g, '_')}`;

/** Builders: one line per key in the area files. */
function defineKey(area: ConfigurationArea, type: ConfigurationType, key: string, description: string, extra: Extra = {}): ConfigurationKeyDef {
  const fallback = type === 'boolean' ? 'false' : null;
  return { key, area, type, description, descriptionKey: descriptionKeyOf(key), ...extra, default: extra.default === undefined ? fallback : extra.default };
}

/** The builder of one area's file: `k(type, key, description, extra?)`. */
export const keysOf =
  (area: ConfigurationArea) =>
  (type: ConfigurationType, key: string, description: string, extra?: Extra): ConfigurationKeyDef =>
    defineKey(area, type, key, description, extra);

/** A key the spec names that nothing reads yet. */
export const RESERVED = { reserved: true } as const;
