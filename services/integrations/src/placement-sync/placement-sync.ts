import type { AtsConnector } from '../ats/ats-connector';
import type { AtsPlacementTarget } from '../applicant-sync/applicant-sync-ports';

export interface PlacementSyncResult {
  messageKey: string;
  inserted: number;
  updated: number;
  unchanged: number;
}

/**
 * Placement sync for a candidate (decision 0051): the ATS's placements of the applicant's candidate → talent's
 * placements (through the AtsPlacementTarget port), title and company read from the job order and its client.
 */
export async function runPlacementSync(customerId: number, applicantId: number, externalId: string, connector: AtsConnector, target: AtsPlacementTarget): Promise<PlacementSyncResult> {
  const result: PlacementSyncResult = { messageKey: 'ats_placements_synced', inserted: 0, updated: 0, unchanged: 0 };
  for (const p of await connector.placementsForCandidate(externalId)) {
    const job = p.jobOrderId ? await connector.jobOrder(p.jobOrderId) : null;
    const client = job?.clientId ? await connector.client(job.clientId) : null;
    const change = await target.upsertPlacement(customerId, applicantId, {
      external_id: p.id,
      title: job?.title ?? null,
      company: client?.name ?? null,
      status: p.status || null,
      start_date: p.startDate,
      pay_rate: p.payRate,
    });
    result[change] += 1;
  }
  return result;
}
