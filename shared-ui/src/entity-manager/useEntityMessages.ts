import type { EntityManagerConfig } from '@attest/contracts';
import { useMemo } from 'react';
import { useT } from '../i18n/useT';
import { DEFAULT_MESSAGE_KEYS, type EntityManagerMessage, type EntityMessageKind } from './entity-manager-state';

export interface EntityMessageInputs {
  config: EntityManagerConfig | null;
  belowMinimum: boolean;
  min: number | null;
  editing: boolean;
  anyNeedsReview: boolean;
  yearsLeft: number;
}

/**
 * Spec §5: the messages for the parent screen, each under the translation key configured for the
 * entity type (config.messages) or a default key: min-entities, 'editing entity' while an edit is
 * open, 'entities need review', and the years-required template filled with the years still required.
 */
export function useEntityMessages({ config, belowMinimum, min, editing, anyNeedsReview, yearsLeft }: EntityMessageInputs): EntityManagerMessage[] {
  const { t } = useT();
  return useMemo(() => {
    if (!config) {
      return [];
    }
    const message = (kind: EntityMessageKind, params?: Record<string, number>): EntityManagerMessage => {
      const fallback = DEFAULT_MESSAGE_KEYS[kind];
      const key = config.messages?.[kind] || fallback.key;
      return { kind, key, params, text: t(key, { ...params, defaultValue: fallback.fallback }) };
    };
    const list: EntityManagerMessage[] = [];
    if (belowMinimum && min !== null) {
      list.push(message('minEntities', { min }));
    }
    if (editing) {
      list.push(message('editingEntity'));
    }
    if (anyNeedsReview) {
      list.push(message('entitiesNeedReview'));
    }
    if (yearsLeft > 0) {
      list.push(message('yearsRequired', { years: yearsLeft }));
    }
    return list;
  }, [config, belowMinimum, min, editing, anyNeedsReview, yearsLeft, t]);
}
