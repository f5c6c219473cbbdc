import type { SkillChecklistState } from '@attest/contracts';
import { useT } from '@attest/shared-ui';

/** Spec §4 "Skills checklist": the states, with their translation keys and English labels. */
export const CHECKLIST_STATE_LABELS: Readonly<Record<SkillChecklistState, { key: string; label: string }>> = {
  ADDED: { key: 'checklist_state_added', label: 'Added' },
  STARTED: { key: 'checklist_state_started', label: 'Started' },
  SAVED: { key: 'checklist_state_saved', label: 'Saved' },
  SAVED_WITH_SIGNATURE: { key: 'checklist_state_saved_with_signature', label: 'Saved with signature' },
  COMPLETED: { key: 'checklist_state_completed', label: 'Completed' },
  SKIPPED: { key: 'checklist_state_skipped', label: 'Skipped' },
};

export function ChecklistStateBadge({ state }: { state: SkillChecklistState }) {
  const { t } = useT();
  const { key, label } = CHECKLIST_STATE_LABELS[state];
  return (
    <span className={`applicant-badge applicant-badge--${state.toLowerCase()}`} data-state={state}>
      {t(key, label)}
    </span>
  );
}
