import type { ValueTransformer } from 'typeorm';

/** DECIMAL comes back as a string from MariaDB and a number from SQLite; answers carry numbers. */
export const moneyColumn: ValueTransformer = {
  to: (v: number | null | undefined) => v,
  from: (v: string | number | null) => (v == null ? null : Number(v)),
};
