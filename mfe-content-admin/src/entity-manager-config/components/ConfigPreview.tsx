import { useEffect, useState } from 'react';
import { useDispatch } from 'react-redux';
import { EntityManager, entityManagerApi, getSession, useT, type AppDispatch } from '@attest/shared-ui';

/** The preview's own cache keys: never an applicant's, never the saved configuration's. */
const PREVIEW_APPLICANT = 'preview';
const DEBOUNCE_MS = 300;

/**
 * The applicant's entity manager (shared-ui) with the unsaved configuration: the configuration and an
 * empty record list are put in the query cache under the preview's own keys, so the manager renders
 * exactly what an applicant would (its backend-error state for an unusable config) without a request.
 * Records are kept on the page only: confirming saves nothing.
 */
export function ConfigPreview({ entityType, config }: { entityType: string; config: Record<string, unknown> }) {
  const { t } = useT();
  const dispatch = useDispatch<AppDispatch>();
  const customerId = getSession().customerId ?? '';
  const previewType = `preview-${entityType}`;
  const json = JSON.stringify(config);
  const [primed, setPrimed] = useState<{ json: string; n: number } | null>(null);

  useEffect(() => {
    let unsubscribe: (() => void) | null = null;
    const timer = setTimeout(() => {
      // Each confirm stays local in the preview (saveOnConfirm off); the page hides "Save all".
      const previewConfig: Record<string, unknown> = { ...(JSON.parse(json) as Record<string, unknown>), entityType: previewType, saveOnConfirm: false };
      const fn = typeof previewConfig.getEntitiesFunction === 'string' ? previewConfig.getEntitiesFunction : '';
      const listArgs = { customerId, applicantId: PREVIEW_APPLICANT, entityType: previewType, functionName: fn };
      void dispatch(entityManagerApi.util.upsertQueryData('getEntityManagerConfig', { customerId, entityType: previewType }, previewConfig as never));
      void dispatch(entityManagerApi.util.upsertQueryData('getEntities', listArgs, []));
      // Held while the preview shows, so the upserted list is not dropped (keepUnusedDataFor 0) and never fetched.
      unsubscribe = dispatch(entityManagerApi.endpoints.getEntities.initiate(listArgs)).unsubscribe;
      setPrimed((p) => ({ json, n: (p?.n ?? 0) + 1 }));
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      unsubscribe?.();
    };
  }, [json, customerId, previewType, dispatch]);

  return (
    <section className="emc-preview" aria-label={t('emc_preview', 'Preview')}>
      <h3 className="scl-heading">{t('emc_preview', 'Preview')}</h3>
      <p className="scl-help">{t('emc_preview_help', 'What an applicant sees with this configuration (not saved yet). Records added here are not stored.')}</p>
      {primed ? <EntityManager key={primed.n} customerId={customerId} applicantId={PREVIEW_APPLICANT} entityType={previewType} /> : null}
    </section>
  );
}
