import { useCallback, useEffect, useRef, useState } from 'react';
import { Button, Card, EntityManager, type EntityManagerFlags, type EntityManagerHandle, type EntityManagerMessage, useT } from '@attest/shared-ui';

/** Messages of the manager that mean the section is not complete yet. */
const BLOCKING: ReadonlySet<EntityManagerMessage['kind']> = new Set(['minEntities', 'entitiesNeedReview', 'yearsRequired']);

export interface EntitySectionStepProps {
  customerId: number;
  applicantId: number;
  entityType: string;
  title: string;
  inWizard: boolean;
  onSaved?: () => void;
  minOverride?: number | null;
}

/**
 * A wizard section that is one entity manager (education, work history). One obvious step: "Save and
 * continue" keeps what is on screen — it saves the record being edited (or unsaved changes) — and moves on
 * once everything is stored and the manager's rules are met (the minimum, nothing to review, the years).
 * When something stops it, the form's errors or the manager's message say why and the section stays.
 */
export function EntitySectionStep({ customerId, applicantId, entityType, title, inWizard, onSaved, minOverride }: EntitySectionStepProps) {
  const { t } = useT();
  const [flags, setFlags] = useState<EntityManagerFlags | null>(null);
  const [messages, setMessages] = useState<EntityManagerMessage[]>([]);
  const [continuing, setContinuing] = useState(false);
  const manager = useRef<EntityManagerHandle | null>(null);
  // A confirmed record the manager did not save at once (no saveOnConfirm) is saved once per press; until the
  // records are reloaded after that save the list still counts as edited.
  const afterConfirm = useRef<'none' | 'saving' | 'saved'>('none');
  const onStateChange = useCallback((next: EntityManagerFlags) => setFlags(next), []);
  const onMessages = useCallback((next: EntityManagerMessage[]) => setMessages(next), []);

  const complete = !messages.some((m) => BLOCKING.has(m.kind));

  // After the save, the manager reloads its records: move on once it has settled, and only if complete.
  useEffect(() => {
    if (!continuing || flags === null) {
      return;
    }
    if (flags.backendError) {
      setContinuing(false);
      return;
    }
    if (!flags.ready || flags.saving || flags.editing) {
      return;
    }
    if (flags.entitiesHaveBeenEdited) {
      if (afterConfirm.current === 'none') {
        afterConfirm.current = 'saving';
        void (manager.current?.saveEverything() ?? Promise.resolve(false)).then((kept) => {
          afterConfirm.current = 'saved';
          if (!kept) {
            setContinuing(false);
          }
        });
      }
      return;
    }
    setContinuing(false);
    if (complete) {
      onSaved?.();
    }
  }, [continuing, flags, complete, onSaved]);

  const saveAndContinue = async () => {
    afterConfirm.current = 'none';
    setContinuing(true);
    const kept = (await manager.current?.saveEverything()) ?? false;
    if (!kept) {
      setContinuing(false);
    }
  };

  return (
    <Card title={title}>
      <EntityManager
        customerId={customerId}
        applicantId={applicantId}
        entityType={entityType}
        onboarding={inWizard}
        minOverride={minOverride}
        onStateChange={onStateChange}
        onMessages={onMessages}
        handleRef={manager}
      />
      {inWizard ? (
        <div className="at-form-actions">
          <Button disabled={flags === null || !flags.ready || flags.backendError} loading={continuing || Boolean(flags?.saving)} onClick={() => void saveAndContinue()}>
            {t('save_and_continue', 'Save and continue')}
          </Button>
        </div>
      ) : null}
    </Card>
  );
}
