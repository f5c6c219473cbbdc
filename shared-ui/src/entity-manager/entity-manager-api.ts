import type { EntityCustomFieldValue, EntityManagerConfig, EntityRecord } from '@attest/contracts';
import { api } from '../api/api';

export interface EntityScope {
  customerId: number | string;
  applicantId: number | string;
  entityType: string;
}

type PathBuilder = (scope: EntityScope) => string;

const applicantBase = ({ customerId, applicantId }: EntityScope): string =>
  `/api/v2/customers/${encodeURIComponent(String(customerId))}/applicants/${encodeURIComponent(String(applicantId))}`;

/**
 * The configured getEntitiesFunction / saveEntitiesFunction name selects the path (decision 0004).
 * Get and save share one path per function; the save is a POST of the changed records.
 */
export const ENTITY_FUNCTION_PATHS: Readonly<Record<string, PathBuilder>> = {
  entities: (scope) => `${applicantBase(scope)}/entities/${encodeURIComponent(scope.entityType)}`,
  workHistory: (scope) => `${applicantBase(scope)}/workHistory`,
  education: (scope) => `${applicantBase(scope)}/education`,
};

/** The path of a configured function, or null when the name is unknown (a config error). */
export function entityFunctionPath(functionName: string, scope: EntityScope): string | null {
  const build = Object.prototype.hasOwnProperty.call(ENTITY_FUNCTION_PATHS, functionName)
    ? ENTITY_FUNCTION_PATHS[functionName]
    : undefined;
  return build ? build(scope) : null;
}

export interface EntityListArgs extends EntityScope {
  functionName: string;
}

export interface SaveEntitiesArgs extends EntityListArgs {
  records: EntityRecord[];
}

const customerBase = (customerId: number | string): string => `/api/v2/customers/${encodeURIComponent(String(customerId))}`;

/** Entity manager endpoints on the one shared api (no tags: the manager keeps its own working copy). */
export const entityManagerApi = api.injectEndpoints({
  endpoints: (build) => ({
    getEntityManagerConfig: build.query<EntityManagerConfig, { customerId: number | string; entityType: string }>({
      query: ({ customerId, entityType }) => `${customerBase(customerId)}/entitymanager/configs/${encodeURIComponent(entityType)}`,
    }),
    getEntityCustomFieldDefinitions: build.query<EntityCustomFieldValue[], { customerId: number | string; entityType: string }>({
      query: ({ customerId, entityType }) =>
        `${customerBase(customerId)}/entitycustomfield/definitions?entityType=${encodeURIComponent(entityType)}`,
    }),
    // The answer is checked by the manager (isExpectedEntityList), so it is typed unknown here.
    getEntities: build.query<unknown, EntityListArgs>({
      query: (args) => entityFunctionPath(args.functionName, args) ?? `/unknown-entity-function/${encodeURIComponent(args.functionName)}`,
      keepUnusedDataFor: 0,
    }),
    saveEntities: build.mutation<unknown, SaveEntitiesArgs>({
      query: ({ records, ...args }) => ({
        url: entityFunctionPath(args.functionName, args) ?? `/unknown-entity-function/${encodeURIComponent(args.functionName)}`,
        method: 'POST',
        body: records,
      }),
    }),
  }),
});
