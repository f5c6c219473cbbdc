import { useEffect, useRef, type MutableRefObject } from 'react';
import { Button } from '../components/Button';
import { ErrorPanel } from '../components/ErrorPanel';
import { Spinner } from '../components/Spinner';
import { useT } from '../i18n/useT';
import type { EntityManagerFlags, EntityManagerMessage } from './entity-manager-state';
import { EntityEditor } from './EntityEditor';
import { EntityManagerMessages } from './EntityManagerMessages';
import { EntityTable } from './EntityTable';
import { useEntityManager } from './useEntityManager';
import { useEntityMessages } from './useEntityMessages';

export interface EntityManagerProps {
  customerId: number | string;
  applicantId: number | string;
  entityType: string;
  /** In the onboarding workflow the add form opens by itself below the minimum. */
  onboarding?: boolean;
  /** Overrides the minimum (work history passes num_work_history_required; default 1 for work_history). */
  minOverride?: number | null;
  /** Messages for the parent screen, sent whenever the list changes. */
  onMessages?: (messages: EntityManagerMessage[]) => void;
  /** The manager's flags, sent whenever one changes. */
  onStateChange?: (flags: EntityManagerFlags) => void;
  /** Filled with what a parent's single save button may ask of the manager (the wizard's "Save and continue"). */
  handleRef?: MutableRefObject<EntityManagerHandle | null>;
}

export interface EntityManagerHandle {
  /**
   * One step of keeping what is on screen: confirms (and with saveOnConfirm saves) the record being
   * edited; with no record open, saves the unsaved changes (save all). Answers false when something
   * stopped it (errors on the form, a refusal, a failed save); the manager shows why.
   */
  saveEverything: () => Promise<boolean>;
}

/** Calls `notify` with `value` whenever its JSON changes (parents get no repeats of the same value). */
function useNotifyOnChange<T>(value: T, notify: ((value: T) => void) | undefined) {
  const last = useRef<string | null>(null);
  const json = JSON.stringify(value);
  useEffect(() => {
    if (notify && json !== last.current) {
      last.current = json;
      notify(JSON.parse(json) as T);
    }
  }, [json, notify]);
}

/** Spec §2 item 5: lists, adds, edits, soft-deletes and saves an applicant's records of one entity type. */
export function EntityManager({ customerId, applicantId, entityType, onboarding, minOverride, onMessages, onStateChange, handleRef }: EntityManagerProps) {
  const { t } = useT();
  const state = useEntityManager({ customerId, applicantId, entityType, onboarding, minOverride });
  const { config, flags, editing } = state;
  const editorSubmit = useRef<(() => Promise<boolean>) | null>(null);
  if (handleRef) {
    handleRef.current = {
      saveEverything: async () => {
        if (editing) {
          return editorSubmit.current ? editorSubmit.current() : false;
        }
        return state.saveOnConfirm || !flags.entitiesHaveBeenEdited ? true : state.saveAll();
      },
    };
  }
  const messages = useEntityMessages({
    config,
    belowMinimum: state.belowMinimum,
    min: state.min,
    editing: editing !== null,
    anyNeedsReview: state.anyNeedsReview,
    yearsLeft: state.yearsLeft,
  });
  useNotifyOnChange(messages, onMessages);
  useNotifyOnChange(flags, onStateChange);

  if (flags.backendError) {
    return (
      <ErrorPanel
        title={t('entity_manager_backend_error_title', 'Records unavailable')}
        message={t('entity_manager_backend_error', 'These records could not be loaded or saved. Please try again later.')}
        onRetry={state.retry}
      />
    );
  }
  if (!flags.ready || !config) {
    return <Spinner />;
  }

  const buttons = config.buttons ?? {};
  const instructions = config.instructionsTransKey
    ? t(config.instructionsTransKey, config.instructions || config.instructionsTransKey)
    : (config.instructions ?? null);
  const busy = editing !== null || flags.saving;

  return (
    <div className="at-entity-manager" data-entity-type={entityType} aria-busy={flags.saving || undefined}>
      {instructions ? <p className="at-entity-manager__instructions">{instructions}</p> : null}
      <EntityManagerMessages messages={messages} refusal={state.refusal} />
      <EntityTable config={config} records={state.records} busy={busy} onEdit={state.startEdit} onDelete={(r) => void state.deleteRecord(r)} />
      {editing ? (
        <EntityEditor
          key={editing.record.temp_id}
          config={config}
          editing={editing}
          definitions={state.definitions}
          saving={flags.saving}
          onConfirm={state.confirmEdit}
          onCancel={state.cancelEdit}
          submitRef={editorSubmit}
        />
      ) : null}
      <div className="at-entity-manager__actions">
        {editing ? null : (
          <Button variant="secondary" disabled={!state.canAddMore || flags.saving} onClick={() => state.startAdd(false)}>
            {t(buttons.add || 'entity_add', 'Add')}
          </Button>
        )}
        {state.saveOnConfirm ? null : (
          <Button disabled={busy || !flags.entitiesHaveBeenEdited} loading={flags.saving} onClick={() => void state.saveAll()}>
            {t(buttons.saveAll || 'entity_save_all', 'Save all')}
          </Button>
        )}
      </div>
    </div>
  );
}
