import { useMemo, useState } from 'react';
import { DynamicFormBody, useT } from '@attest/shared-ui';
import type { BuilderState } from '../state/builder-reducer';
import { toPreviewTemplate } from '../state/preview-template';

/**
 * The unsaved form as the applicant (or staff sending it, requester mode) will see it: shared-ui's
 * DynamicForm body with the same rules, triggers and calculations. It remounts on every edit.
 */
export function BuilderPreview({ state, name, templateTypeId }: { state: BuilderState; name: string; templateTypeId: number }) {
  const { t } = useT();
  const [mode, setMode] = useState<'applicant' | 'requester'>('applicant');
  const template = useMemo(() => toPreviewTemplate(state, name, templateTypeId), [state, name, templateTypeId]);
  const today = useMemo(() => ({ today: new Date().toISOString().slice(0, 10) }), []);
  return (
    <section className="fb-preview" aria-label={t('builder_preview', 'Preview')} data-testid="fb-preview">
      <div className="fb-preview-head">
        <h3>{t('builder_preview', 'Preview')}</h3>
        <div role="radiogroup" aria-label={t('builder_preview_mode', 'Preview as')} className="fb-modes">
          {(['applicant', 'requester'] as const).map((m) => (
            <label key={m} className="fb-inline">
              <input type="radio" name="fb-preview-mode" checked={mode === m} onChange={() => setMode(m)} />
              {m === 'applicant' ? t('builder_preview_applicant', 'Applicant') : t('builder_preview_requester', 'Staff sending (requester)')}
            </label>
          ))}
        </div>
      </div>
      {template.fields.length === 0 ? (
        <p className="fb-hint">{t('builder_preview_empty', 'The form has no fields yet.')}</p>
      ) : (
        <DynamicFormBody key={`${mode}-${state.revision}`} template={template} mode={mode} ruleContext={today} hideSubmit />
      )}
    </section>
  );
}
