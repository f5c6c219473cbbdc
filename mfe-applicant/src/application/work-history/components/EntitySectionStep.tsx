import { useCallback, useState } from 'react';
import { Button, Card, EntityManager, type EntityManagerFlags, type EntityManagerMessage, useT } from '@attest/shared-ui';

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
 * A wizard section that is one entity manager (education, work history). The manager saves its own
 * records ('Save all'); 'Save and continue' moves on only once everything is saved and the manager's
 * rules are met: no open edit, no unsaved change, at least the minimum, nothing to review, the years.
 */
export function EntitySectionStep({ customerId, applicantId, entityType, title, inWizard, onSaved, minOverride }: EntitySectionStepProps) {
  const { t } = useT();
  const [flags, setFlags] = useState<EntityManagerFlags | null>(null);
  const [messages, setMessages] = useState<EntityManagerMessage[]>([]);
  const onStateChange = useCallback((next: EntityManagerFlags) => setFlags(next), []);
  const onMessages = useCallback((next: EntityManagerMessage[]) => setMessages(next), []);

  const saved = flags !== null && flags.ready && !flags.saving && !flags.backendError && !flags.editing && !flags.entitiesHaveBeenEdited;
  const complete = saved && !messages.some((m) => BLOCKING.has(m.kind));
  const unsaved = flags !== null && flags.ready && !flags.editing && flags.entitiesHaveBeenEdited;

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
      />
      {inWizard ? (
        <div className="at-form-actions">
          {unsaved ? <p className="at-field__hint">{t('entity_save_before_continue', 'Save your changes before you continue.')}</p> : null}
          <Button disabled={!complete} onClick={() => onSaved?.()}>
            {t('save_and_continue', 'Save and continue')}
          </Button>
        </div>
      ) : null}
    </Card>
  );
}
