import type { DataSource, EntityManager } from 'typeorm';
import { applyTemplatePlan, countStatuses, planTemplates, type ChangeStatus, type TemplatePlanItem } from '@attest/forms';
import type { StorageService } from '@attest/platform';
import { applyPackagePlan, planPackages, type PackagePlanItem } from './package-content';
import type { TransferBundle } from './transfer-bundle';

/** One line of the transfer view's diff. */
export interface TransferModelItem {
  key: string;
  name: string;
  external_id?: string | null;
  status: ChangeStatus;
  target_id: number | null;
  reason?: string;
}

/** The preview (staff-side §7 getTransferModelForTransferView): what the transfer would do to the target customer. */
export interface TransferModel {
  targetCustomerId: number;
  source: TransferBundle['source'];
  templates: TransferModelItem[];
  packages: TransferModelItem[];
  summary: { templates: Record<ChangeStatus, number>; packages: Record<ChangeStatus, number> };
  /** False: running it would change nothing. */
  changes: boolean;
}

export interface TransferResult {
  transfer_id: string;
  changes: boolean;
  /** 'transfer_no_changes' when a re-run found everything the same. */
  messageKey: 'transfer_done' | 'transfer_no_changes';
  summary: TransferModel['summary'];
}

type Db = DataSource | EntityManager;

export async function planBundle(db: Db, storage: StorageService, targetCustomerId: number, bundle: TransferBundle): Promise<{ templates: TemplatePlanItem[]; packages: PackagePlanItem[] }> {
  const templates = await planTemplates(db, storage, targetCustomerId, bundle.templates.map((content, i) => ({ source_id: i + 1, content })));
  const packages = await planPackages(db, targetCustomerId, bundle.packages, templates);
  return { templates, packages };
}

export function transferModel(targetCustomerId: number, bundle: TransferBundle, plan: { templates: TemplatePlanItem[]; packages: PackagePlanItem[] }): TransferModel {
  const changes = [...plan.templates, ...plan.packages].some((i) => i.status === 'new' || i.status === 'changed');
  return {
    targetCustomerId,
    source: bundle.source,
    templates: plan.templates.map((t) => ({ key: t.key, name: t.name, external_id: t.external_id, status: t.status, target_id: t.target_id, ...(t.reason ? { reason: t.reason } : {}) })),
    packages: plan.packages.map((p) => ({ key: `name:${p.name.trim().toLowerCase()}`, name: p.name, status: p.status, target_id: p.target_id, ...(p.reason ? { reason: p.reason } : {}) })),
    summary: { templates: countStatuses(plan.templates), packages: countStatuses(plan.packages) },
    changes,
  };
}

const BATCH = 25;

/**
 * Applies a bundle to the target: templates in batches of 25 (one transaction each; a retry re-plans, so a
 * batch that committed is 'same' the second time), then every package in one transaction. Returns the
 * summary of the plan made before the first write.
 */
export async function applyBundle(
  ds: DataSource,
  storage: StorageService,
  targetCustomerId: number,
  bundle: TransferBundle,
  onProgress: (percent: number) => Promise<void>,
): Promise<{ model: TransferModel }> {
  const model = transferModel(targetCustomerId, bundle, await planBundle(ds, storage, targetCustomerId, bundle));
  const steps = Math.ceil(bundle.templates.length / BATCH) + 1;
  let step = 0;
  for (let i = 0; i < bundle.templates.length; i += BATCH) {
    const batch = bundle.templates.slice(i, i + BATCH).map((content, j) => ({ source_id: i + j + 1, content }));
    await ds.transaction(async (m) => {
      const plan = await planTemplates(m, storage, targetCustomerId, batch);
      // A template the whole-bundle plan found in conflict (e.g. a second one with the same key) stays out.
      await applyTemplatePlan(m, storage, targetCustomerId, plan.filter((p) => p.status !== 'conflict' && model.templates[p.source_id - 1]?.status !== 'conflict'));
    });
    step += 1;
    await onProgress(Math.min(99, Math.floor((step / steps) * 100)));
  }
  await ds.transaction(async (m) => {
    const plan = await planBundle(m, storage, targetCustomerId, bundle);
    const ids = new Map<string, number>();
    for (const t of plan.templates) {
      if (t.target_id !== null && (t.status === 'same' || t.status === 'changed')) {
        ids.set(t.key, t.target_id);
      }
    }
    await applyPackagePlan(m, targetCustomerId, plan.packages, ids);
  });
  await onProgress(99);
  return { model };
}

