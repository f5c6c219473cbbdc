import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { FUNNEL_DOCUMENT_STATES, type FunnelReport, type ReportRange } from '@attest/contracts';
import { parseJson, type AuthContext } from '@attest/platform';
import { FunnelAccumulator, statusIndex, type Arrivals } from './funnel-accumulator';
import { applicantScope, num, placeholders, rangeBounds, rawTime } from './report-sql';

/** Applicants read per round trip: a bounded IN list and bounded memory however many registered. */
const BATCH = 500;
const DOC = (s: (typeof FUNNEL_DOCUMENT_STATES)[number]) => FUNNEL_DOCUMENT_STATES.indexOf(s);
/** The furthest state of a signature request, as a document step index. */
const DOC_LEVEL_SQL = `CASE WHEN s.complete_date IS NOT NULL THEN ${DOC('COMPLETE')} WHEN s.status IN ('SIGNED', 'PROCESSING') THEN ${DOC('SIGNED')}
  WHEN s.status = 'VIEWED' THEN ${DOC('VIEWED')} WHEN s.status = 'OPENED' THEN ${DOC('OPENED')} ELSE ${DOC('SENT')} END`;
const EVENT_STEPS: Record<string, number> = { 'status:OPENED': DOC('OPENED'), 'status:VIEWED': DOC('VIEWED'), 'status:SIGNED': DOC('SIGNED') };

interface ApplicantRow {
  applicant_id: unknown;
  date_registered: unknown;
  current_application_status: string | null;
}

/**
 * The onboarding funnel (issue 17): the applicants registered in the range, in keyset batches; for each batch the
 * status changes (the audit log's application_status entries), the signature requests' furthest state and first
 * arrival at each state, read aggregated. Nothing is hydrated as entities; memory grows with the waiting times
 * only (one number per applicant and step).
 */
@Injectable()
export class FunnelReportService {
  constructor(@Inject(DataSource) private readonly ds: DataSource) {}

  async funnel(auth: AuthContext, range: ReportRange): Promise<FunnelReport> {
    const scope = applicantScope(auth, range);
    const [from, to] = rangeBounds(range);
    const acc = new FunnelAccumulator();
    for (let after = 0; ; ) {
      const batch = (await this.ds.query(
        `SELECT a.applicant_id, a.date_registered, a.current_application_status FROM applicants a
         WHERE ${scope.sql} AND a.date_registered >= ? AND a.date_registered < ? AND a.applicant_id > ? ORDER BY a.applicant_id LIMIT ${BATCH}`,
        [...scope.params, from, to, after],
      )) as ApplicantRow[];
      if (!batch.length) {
        break;
      }
      const ids = batch.map((r) => num(r.applicant_id));
      const [statuses, documents] = await Promise.all([this.statusArrivals(auth.customerId, batch), this.documentArrivals(auth.customerId, ids)]);
      for (const id of ids) {
        acc.add(statuses.get(id)!, documents.get(id) ?? { reached: -1, at: new Map() });
      }
      after = ids[ids.length - 1];
    }
    return { ...range, ...acc.result() };
  }

  /** SIGNUP at registration, then each status's first arrival from the audit log; reached: the furthest known. */
  private async statusArrivals(customerId: number, batch: ApplicantRow[]): Promise<Map<number, Arrivals>> {
    const out = new Map<number, Arrivals>();
    for (const r of batch) {
      out.set(num(r.applicant_id), { reached: statusIndex(r.current_application_status), at: new Map([[0, rawTime(r.date_registered) ?? 0]]) });
    }
    const rows = (await this.ds.query(
      `SELECT l.entity_id, l.changes, l.created_at FROM audit_log l WHERE l.customer_id = ? AND l.entity = 'application_status' AND l.entity_id IN (${placeholders(batch.length)})`,
      [customerId, ...batch.map((r) => String(r.applicant_id))],
    )) as { entity_id: string; changes: string; created_at: unknown }[];
    for (const row of rows) {
      const a = out.get(Number(row.entity_id));
      const to = parseJson<{ status?: { to?: unknown } }>(row.changes, {}).status?.to;
      const t = rawTime(row.created_at);
      if (!a || typeof to !== 'string' || t === null) {
        continue;
      }
      const i = statusIndex(to);
      a.reached = Math.max(a.reached, i);
      if (i > 0 && (a.at.get(i) ?? Infinity) > t) {
        a.at.set(i, t);
      }
    }
    return out;
  }

  /** Per applicant: the furthest state of any of their signature requests and the first time each state was met. */
  private async documentArrivals(customerId: number, ids: number[]): Promise<Map<number, Arrivals>> {
    const [requests, events] = await Promise.all([
      this.ds.query(
        `SELECT s.applicant_id, MAX(${DOC_LEVEL_SQL}) AS lvl, MIN(s.setup_date) AS sent, MIN(s.complete_date) AS complete
         FROM edc_sig_requests s WHERE s.customer_id = ? AND s.applicant_id IN (${placeholders(ids.length)}) GROUP BY s.applicant_id`,
        [customerId, ...ids],
      ) as Promise<{ applicant_id: unknown; lvl: unknown; sent: unknown; complete: unknown }[]>,
      this.ds.query(
        `SELECT s.applicant_id, e.event, MIN(e.at) AS at FROM edc_sig_request_events e
         INNER JOIN edc_sig_requests s ON s.sig_request_id = e.sig_request_id AND s.customer_id = e.customer_id
         WHERE e.customer_id = ? AND s.applicant_id IN (${placeholders(ids.length)}) AND e.event IN (${placeholders(3)}) GROUP BY s.applicant_id, e.event`,
        [customerId, ...ids, ...Object.keys(EVENT_STEPS)],
      ) as Promise<{ applicant_id: unknown; event: string; at: unknown }[]>,
    ]);
    const out = new Map<number, Arrivals>();
    for (const r of requests) {
      const at = new Map<number, number>();
      const sent = rawTime(r.sent);
      const complete = rawTime(r.complete);
      if (sent !== null) {
        at.set(DOC('SENT'), sent);
      }
      if (complete !== null) {
        at.set(DOC('COMPLETE'), complete);
      }
      out.set(num(r.applicant_id), { reached: num(r.lvl), at });
    }
    for (const e of events) {
      const t = rawTime(e.at);
      const a = out.get(num(e.applicant_id));
      if (a && t !== null) {
        a.at.set(EVENT_STEPS[e.event], t);
      }
    }
    return out;
  }
}
