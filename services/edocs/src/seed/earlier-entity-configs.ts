import { createHash } from 'crypto';
import type { EntityManagerConfig } from '@attest/contracts';
import { isFirstSeedWorkHistoryConfig } from './work-history-config';

/**
 * SHA-256 of the entity-manager configurations earlier demo seeds stored, exactly as stored (the JSON
 * text), by entity type: work history with the spec's sample layout and education with a separate
 * "Save all" (issue 4). A stored configuration still equal to one of them was never changed by staff.
 */
const EARLIER_SEEDS: Readonly<Record<string, readonly string[]>> = {
  work_history: ['546a2d3912f73fa17dd8a799cfa636dcdbaf4ae2ae8ab7b1d08eb9cc569842a0'],
  education: ['c8c2e112991e3f09bc7da242493663560aa6b01387a954dbc63b277ee5a37dba'],
};

/** True when the stored configuration is one an earlier seed wrote and staff left as it was: the seed replaces it. */
export function isUntouchedEarlierSeed(entityType: string, storedJson: string, parsed: Partial<EntityManagerConfig> | null): boolean {
  if (entityType === 'work_history' && isFirstSeedWorkHistoryConfig(parsed)) {
    return true;
  }
  const digest = createHash('sha256').update(storedJson).digest('hex');
  return (EARLIER_SEEDS[entityType] ?? []).includes(digest);
}
