import type { EntityManagerConfig, EntityRecord } from '@attest/contracts';
import { useCallback, useState } from 'react';
import { useToast } from '../components/ToastProvider';
import { useT } from '../i18n/useT';
import { entityManagerApi, type EntityScope } from './entity-manager-api';

/** Spec §7: the save answer is the saved list, or an object with errors. */
const answerHasErrors = (answer: unknown): boolean =>
  !Array.isArray(answer) &&
  (typeof answer !== 'object' || answer === null || 'errors' in answer || 'error' in answer);

export interface EntitySave {
  saving: boolean;
  saveError: boolean;
  clearSaveError: () => void;
  /** Sends the records; true when stored. Failures toast and set the backend-error state. */
  save: (records: EntityRecord[]) => Promise<boolean>;
}

export function useEntitySave(scope: EntityScope, config: EntityManagerConfig | null, onSaved: () => void): EntitySave {
  const { customerId, applicantId, entityType } = scope;
  const { t } = useT();
  const toast = useToast();
  const [trigger] = entityManagerApi.useSaveEntitiesMutation();
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState(false);

  const save = useCallback(
    async (records: EntityRecord[]): Promise<boolean> => {
      if (!config) {
        return false;
      }
      setSaving(true);
      let stored = false;
      try {
        const answer = await trigger({ customerId, applicantId, entityType, functionName: config.saveEntitiesFunction, records }).unwrap();
        stored = !answerHasErrors(answer);
      } catch {
        stored = false;
      }
      setSaving(false);
      if (stored) {
        toast.success(t('toast_save_success', 'Changes Saved Successfully'));
        onSaved();
      } else {
        toast.danger(t('toast_save_error', 'An Error Occurred'));
        setSaveError(true);
      }
      return stored;
    },
    [config, customerId, applicantId, entityType, trigger, toast, t, onSaved],
  );

  return { saving, saveError, clearSaveError: useCallback(() => setSaveError(false), []), save };
}
