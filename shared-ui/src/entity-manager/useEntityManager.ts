import type { EntityManagerConfig, EntityRecord, FormValues } from '@attest/contracts';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { ModalResponse } from '../components/Modal';
import { useConfirm } from '../components/ModalProvider';
import { useT } from '../i18n/useT';
import type { EntityScope } from './entity-manager-api';
import {
  effectiveMaximum,
  effectiveMinimum,
  today,
  type EntityEditing,
  type EntityManagerFlags,
} from './entity-manager-state';
import { applyValues, changedRecords, isNewRecord, newRecord, withoutClientKeys } from './entity-records';
import { addAllowed, minimumMet, recordNeedsReview, yearsStillRequiredFor } from './entity-rules';
import { useEntityLoad } from './useEntityLoad';
import { useEntitySave } from './useEntitySave';

export interface UseEntityManagerOptions extends EntityScope {
  onboarding?: boolean;
  minOverride?: number | null;
}

/** Why a save-all was refused (the matching message is shown). */
export type SaveRefusal = 'minEntities' | 'entitiesNeedReview' | 'yearsRequired' | null;

const withReview = (record: EntityRecord, config: EntityManagerConfig): EntityRecord => ({
  ...record,
  needsReview: recordNeedsReview(record, config),
});

/** State and actions of one entity manager (spec §2 item 5, §4 "Entity record", §5 "Entity manager"). */
export function useEntityManager({ customerId, applicantId, entityType, onboarding = false, minOverride }: UseEntityManagerOptions) {
  const scope = useMemo(() => ({ customerId, applicantId, entityType }), [customerId, applicantId, entityType]);
  const { t } = useT();
  const confirm = useConfirm();
  const load = useEntityLoad(scope);
  const { config, loaded, loadedAt, refetch } = load;
  const [records, setRecords] = useState<EntityRecord[]>([]);
  const [baseline, setBaseline] = useState<EntityRecord[]>([]);
  const [initialisedAt, setInitialisedAt] = useState<number | undefined>(undefined);
  const [editing, setEditing] = useState<EntityEditing | null>(null);
  const [refusal, setRefusal] = useState<SaveRefusal>(null);
  const saver = useEntitySave(scope, config, refetch);

  // Each load answer (first load, and the reload after a save) replaces the working copy.
  useEffect(() => {
    if (!config || !loaded || loadedAt === initialisedAt) {
      return;
    }
    setRecords(loaded.map((r) => withReview(r, config)));
    setBaseline(loaded);
    setInitialisedAt(loadedAt);
    setEditing(null);
    setRefusal(null);
  }, [config, loaded, loadedAt, initialisedAt]);

  const idName = config?.entityIdName ?? '';
  const active = useMemo(() => records.filter((r) => r.active === 1), [records]);
  const min = config ? effectiveMinimum(config, entityType, minOverride) : null;
  const max = config ? effectiveMaximum(config) : null;
  const changes = useMemo(() => changedRecords(records, baseline, idName), [records, baseline, idName]);
  const backendError = load.loadError || saver.saveError;
  const ready = !backendError && config !== null && initialisedAt !== undefined;
  const belowMinimum = min !== null && !minimumMet(active.length, min);
  const canAddMore = addAllowed(active.length, max);
  const anyNeedsReview = active.some((r) => r.needsReview === true);
  const yearsLeft = useMemo(() => (config ? yearsStillRequiredFor(active, config, today()) : 0), [active, config]);
  const saveOnConfirm = config?.saveOnConfirm === true;

  const flags: EntityManagerFlags = {
    ready,
    saving: saver.saving,
    backendError,
    hasActiveEntities: active.length > 0,
    hasMinEntitiesSet: min !== null,
    hasMaxEntitiesSet: max !== null,
    entitiesHaveBeenEdited: changes.length > 0,
    editing: editing !== null,
  };

  const startAdd = useCallback(
    (required = false) => {
      if (config && canAddMore) {
        setEditing({ record: newRecord(config.entityIdName, applicantId), isNew: true, required });
      }
    },
    [config, canAddMore, applicantId],
  );

  // Onboarding below the minimum: the add form opens by itself, marked required.
  const autoOpen = ready && onboarding && belowMinimum && canAddMore && editing === null && !saver.saving;
  useEffect(() => {
    if (autoOpen) {
      startAdd(true);
    }
  }, [autoOpen, startAdd]);

  const startEdit = useCallback((record: EntityRecord) => {
    setEditing({ record, isNew: false, required: false });
  }, []);

  const cancelEdit = useCallback(() => setEditing(null), []);

  /**
   * The editor confirmed valid values: the record joins the list; with saveOnConfirm it is saved at once.
   * Answers false when that save failed.
   */
  const confirmEdit = useCallback(
    async (values: FormValues): Promise<boolean> => {
      if (!config || !editing) {
        return false;
      }
      const updated = withReview(applyValues(editing.record, values, load.definitions), config);
      const next = editing.isNew ? [...records, updated] : records.map((r) => (r.temp_id === updated.temp_id ? updated : r));
      setRecords(next);
      setEditing(null);
      setRefusal(null);
      // saveOnConfirm: the confirmed record is saved at once, unless nothing in it changed.
      const toSave = saveOnConfirm ? changedRecords([updated], baseline, config.entityIdName) : [];
      return toSave.length > 0 ? saver.save(toSave) : true;
    },
    [config, editing, records, baseline, load.definitions, saveOnConfirm, saver],
  );

  /** Soft delete (active 0); a record never stored simply leaves the list. saveOnConfirm asks first and saves. */
  const deleteRecord = useCallback(
    async (record: EntityRecord) => {
      if (saveOnConfirm) {
        const answer = await confirm({
          title: t('confirm_delete', 'Are you sure you want to delete this record?'),
          confirmLabel: t('delete', 'Delete'),
          danger: true,
        });
        if (answer !== ModalResponse.CONFIRM) {
          return;
        }
      }
      const deleted: EntityRecord = { ...record, active: 0 };
      setRecords((list) =>
        isNewRecord(record, idName) ? list.filter((r) => r.temp_id !== record.temp_id) : list.map((r) => (r.temp_id === record.temp_id ? deleted : r)),
      );
      if (editing?.record.temp_id === record.temp_id) {
        setEditing(null);
      }
      if (saveOnConfirm && !isNewRecord(record, idName)) {
        await saver.save([withoutClientKeys(deleted)]);
      }
    },
    [saveOnConfirm, confirm, t, idName, editing, saver],
  );

  /** Save all: only changed records, refused below the minimum, with records to review or years missing. */
  const saveAll = useCallback(async (): Promise<boolean> => {
    const reason: SaveRefusal = belowMinimum ? 'minEntities' : anyNeedsReview ? 'entitiesNeedReview' : yearsLeft > 0 ? 'yearsRequired' : null;
    setRefusal(reason);
    if (reason !== null) {
      return false;
    }
    return changes.length === 0 ? true : saver.save(changes);
  }, [belowMinimum, anyNeedsReview, yearsLeft, changes, saver]);

  const retry = useCallback(() => {
    saver.clearSaveError();
    setInitialisedAt(undefined);
    refetch();
  }, [saver, refetch]);

  return {
    config,
    definitions: load.definitions,
    records: active,
    editing,
    flags,
    min,
    max,
    canAddMore,
    belowMinimum,
    anyNeedsReview,
    yearsLeft,
    refusal,
    saveOnConfirm,
    startAdd,
    startEdit,
    cancelEdit,
    confirmEdit,
    deleteRecord,
    saveAll,
    retry,
  };
}

export type EntityManagerState = ReturnType<typeof useEntityManager>;
