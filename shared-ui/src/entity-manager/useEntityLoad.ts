import type { EntityCustomFieldValue, EntityManagerConfig, EntityRecord } from '@attest/contracts';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useMemo } from 'react';
import { entityFunctionPath, entityManagerApi, type EntityScope } from './entity-manager-api';
import { isExpectedEntityList, normaliseLoadedRecords } from './entity-records';
import { configUsable } from './entity-rules';

export interface EntityLoad {
  config: EntityManagerConfig | null;
  definitions: EntityCustomFieldValue[];
  /** The records as loaded (normalised), or null while loading or after a load error. */
  loaded: EntityRecord[] | null;
  /** Changes whenever a new load answer arrives, so the working copy is reset from it. */
  loadedAt: number | undefined;
  loadError: boolean;
  refetch: () => void;
}

const EMPTY_DEFINITIONS: EntityCustomFieldValue[] = [];

/**
 * Loads config, custom field definitions and records, and decides the backend-error cases of
 * spec §3/§8: a config missing a required key or naming an unknown get/save function, an
 * unexpected list answer, or any failed call.
 */
export function useEntityLoad(scope: EntityScope): EntityLoad {
  const { customerId, applicantId, entityType } = scope;
  const configQuery = entityManagerApi.useGetEntityManagerConfigQuery({ customerId, entityType });
  const rawConfig: unknown = configQuery.data;
  const config = configQuery.data && configUsable(rawConfig) ? configQuery.data : null;
  const functionsKnown = Boolean(
    config &&
      entityFunctionPath(config.getEntitiesFunction, scope) !== null &&
      entityFunctionPath(config.saveEntitiesFunction, scope) !== null,
  );
  const usable = config !== null && functionsKnown;

  const customType = config?.customFieldEntityType ?? null;
  const definitionsQuery = entityManagerApi.useGetEntityCustomFieldDefinitionsQuery(
    usable && customType ? { customerId, entityType: customType } : skipToken,
  );
  const entitiesQuery = entityManagerApi.useGetEntitiesQuery(
    usable && config ? { customerId, applicantId, entityType, functionName: config.getEntitiesFunction } : skipToken,
  );

  const idName = config?.entityIdName ?? '';
  const answer: unknown = entitiesQuery.data;
  const expected = entitiesQuery.isSuccess && isExpectedEntityList(answer, idName);
  const loaded = useMemo(
    () => (expected ? normaliseLoadedRecords(answer as EntityRecord[], idName) : null),
    [expected, answer, idName],
  );

  const configBad = configQuery.isError || (configQuery.isSuccess && !usable);
  const definitionsBad = definitionsQuery.isError;
  const entitiesBad = entitiesQuery.isError || (entitiesQuery.isSuccess && !expected);
  const definitionsPending = Boolean(customType) && !definitionsQuery.isSuccess;

  return {
    config: usable ? config : null,
    definitions: definitionsQuery.data ?? EMPTY_DEFINITIONS,
    loaded: definitionsPending ? null : loaded,
    loadedAt: entitiesQuery.fulfilledTimeStamp,
    loadError: configBad || definitionsBad || entitiesBad,
    refetch: () => {
      void configQuery.refetch();
      if (usable) {
        void entitiesQuery.refetch();
      }
    },
  };
}
