import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { FormTemplate } from '@attest/contracts';
import { usePreventEnterSubmit } from '../hooks/usePreventEnterSubmit';
import { DynamicForm, type DynamicFormProps } from './DynamicForm';

export interface DynamicWorkflowProps extends Omit<DynamicFormProps, 'formId' | 'onLoaded'> {
  formIds: readonly number[];
  /** Called once, when every form has loaded. */
  onAllLoaded?: (templates: FormTemplate[]) => void;
}

/** Dynamic workflow (spec §2 "Form engine screens" 2): several forms by id, duplicates removed. */
export function DynamicWorkflow({ formIds, onAllLoaded, ...formProps }: DynamicWorkflowProps) {
  const ids = useMemo(() => [...new Set(formIds)], [formIds]);
  const [loaded, setLoaded] = useState<Record<number, FormTemplate>>({});
  const preventEnter = usePreventEnterSubmit();
  const allLoaded = ids.length > 0 && ids.every((id) => loaded[id]);
  const onAllLoadedRef = useRef(onAllLoaded);
  onAllLoadedRef.current = onAllLoaded;

  const markLoaded = useCallback((id: number, template: FormTemplate) => setLoaded((current) => ({ ...current, [id]: template })), []);

  useEffect(() => {
    if (allLoaded) {
      onAllLoadedRef.current?.(ids.map((id) => loaded[id]));
    }
    // Called again only if a form is reloaded with new data after all had loaded.
  }, [allLoaded, ids, loaded]);

  return (
    <div className="at-dyn-workflow" onKeyDownCapture={preventEnter} data-loaded={allLoaded ? 'true' : 'false'} aria-busy={!allLoaded}>
      {ids.map((id) => (
        <DynamicForm key={id} formId={id} {...formProps} onLoaded={(template) => markLoaded(id, template)} />
      ))}
    </div>
  );
}
