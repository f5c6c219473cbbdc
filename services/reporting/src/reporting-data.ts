import type { DataParts } from '@attest/platform';

/** The reporting service's tables (alerts, schedules, reports and data views arrive with issue 17's parts). */
export const reportingDataParts: DataParts = {
  entities: [],
  migrations: [],
};
