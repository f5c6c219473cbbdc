import { isConfigOn } from '@attest/contracts';
import { api } from '../api/api';

export interface ConfigEntry {
  name: string;
  value: string;
}

/** The logged-in customer's configuration keys (`GET /api/v1/configurations`). */
export const customerConfigApi = api.injectEndpoints({
  endpoints: (build) => ({
    getConfigurations: build.query<Record<string, string>, void>({
      query: () => '/api/v1/configurations',
      transformResponse: (entries: ConfigEntry[]) =>
        Object.fromEntries(entries.map((e) => [e.name, e.value])),
    }),
  }),
});

export const { useGetConfigurationsQuery } = customerConfigApi;

export interface CustomerConfig {
  /** False until the keys have loaded (or failed: then every flag is off). */
  ready: boolean;
  value(name: string): string | null;
  /** An unset flag is off (spec §9). */
  isOn(name: string): boolean;
}

/** Reads per-customer configuration keys; skip it on guest pages (it needs a session). */
export function useCustomerConfig(options: { skip?: boolean } = {}): CustomerConfig {
  const { data, isSuccess, isError } = useGetConfigurationsQuery(undefined, { skip: options.skip });
  const values = data ?? {};
  return {
    ready: isSuccess || isError,
    value: (name) => values[name] ?? null,
    isOn: (name) => isConfigOn(values[name]),
  };
}
