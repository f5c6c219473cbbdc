/** What a feature contributes to the shared database: its entities and its migrations. */
export interface DataParts {
  entities: Function[];
  migrations: Function[];
}

export function mergeDataParts(...parts: DataParts[]): DataParts {
  return {
    entities: [...new Set(parts.flatMap((p) => p.entities))],
    migrations: [...new Set(parts.flatMap((p) => p.migrations))],
  };
}
