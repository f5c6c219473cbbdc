/**
 * The adapters the product has (decision 0050): the spec's adapterId is one of these numbers. The system
 * types are staff-side §3's (ATS 1, SCREENING 4, WOTC 12 …); the name is the spec's integration enumeration
 * value where it has one.
 */
export interface AdapterDef {
  id: number;
  name: string;
  systemType: number;
  /** The integration path segment of the field-map API, when the adapter has field mappings. */
  integration: string | null;
}

export const ADAPTERS: readonly AdapterDef[] = [
  { id: 1, name: 'ATS_SIMULATOR', systemType: 1, integration: 'simulator' },
  { id: 2, name: 'BULLHORN', systemType: 1, integration: 'bullhorn' },
  { id: 3, name: 'WOTC', systemType: 12, integration: null },
  { id: 4, name: 'MAPS', systemType: 3, integration: null },
  { id: 5, name: 'SURVEY_PROVIDER', systemType: 5, integration: null },
];

export const ADAPTER_IDS = { atsSimulator: 1, bullhorn: 2, wotc: 3, maps: 4, surveyProvider: 5 } as const;

export const adapterById = (id: number): AdapterDef | undefined => ADAPTERS.find((a) => a.id === id);

/** The ATS adapter id of a connector's adapter name ('simulator' | 'bullhorn'). */
export const atsAdapterId = (adapter: string): number => (adapter === 'bullhorn' ? ADAPTER_IDS.bullhorn : ADAPTER_IDS.atsSimulator);

/** Known adapter property (staff-side §3): inbound changes from the ATS are not applied when it is "true". */
export const DISABLE_SYNC_FROM_ATS = 'DISABLE_SYNC_FROM_ATS';
