/** What a feature contributes to the shared database: its entities and its migrations. */
// TypeORM takes entity and migration classes; their constructors have varied signatures.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Class = new (...args: any[]) => unknown;

export interface DataParts {
  entities: Class[];
  migrations: Class[];
}

export function mergeDataParts(...parts: DataParts[]): DataParts {
  return {
    entities: [...new Set(parts.flatMap((p) => p.entities))],
    migrations: [...new Set(parts.flatMap((p) => p.migrations))],
  };
}
