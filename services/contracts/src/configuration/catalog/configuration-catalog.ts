import { APPLICATION_KEYS } from './catalog-application';
import { DOCUMENT_KEYS } from './catalog-documents';
import { I9_KEYS } from './catalog-i9';
import { INTEGRATION_KEYS } from './catalog-integrations';
import { SECURITY_KEYS } from './catalog-security';
import { TALENT_KEYS } from './catalog-talent';
import type { ConfigurationKeyDef } from './catalog-types';

/** Every catalogued key, grouped by area in this order (the settings page's order). */
export const CONFIGURATION_CATALOG: readonly ConfigurationKeyDef[] = [
  ...APPLICATION_KEYS,
  ...I9_KEYS,
  ...DOCUMENT_KEYS,
  ...TALENT_KEYS,
  ...INTEGRATION_KEYS,
  ...SECURITY_KEYS,
];

const byName = new Map<string, ConfigurationKeyDef>();
for (const def of CONFIGURATION_CATALOG) {
  for (const name of [def.key, ...(def.aliases ?? [])]) {
    byName.set(name, def);
  }
}

/** The catalogue entry of a key or of one of its aliases. */
export function configurationKeyDef(name: string): ConfigurationKeyDef | undefined {
  return byName.get(name);
}
