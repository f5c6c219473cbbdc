import { ATS_ADAPTERS, type AtsAdapterName } from '@attest/contracts';

/** Configuration keys of the ATS connector (catalogue area "integrations"). */
export const ATS_CONFIG_KEYS = {
  adapter: 'ats_adapter',
  syncEnabled: 'ats_sync_enabled',
  bullhornBaseUrl: 'ats_bullhorn_base_url',
  bullhornClientId: 'ats_bullhorn_client_id',
  bullhornClientSecret: 'ats_bullhorn_client_secret',
} as const;

/** The customer's adapter: the simulator unless a known other one is named. */
export function adapterOf(value: string | null | undefined): AtsAdapterName {
  const v = (value ?? '').trim().toLowerCase();
  return (ATS_ADAPTERS as readonly string[]).includes(v) ? (v as AtsAdapterName) : 'simulator';
}
