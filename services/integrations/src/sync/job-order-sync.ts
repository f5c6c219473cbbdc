import type { DataSource } from 'typeorm';
import type { SyncRunResult } from '@attest/contracts';
import type { AtsConnector, AtsJobOrder } from '../ats/ats-connector';
import type { AtsJobTarget, AtsPostingFields } from './ats-ports';
import { AtsCursorEntity } from './sync.entities';

export const JOB_ORDER_STREAM = 'joborders';

type Outcome = Pick<SyncRunResult, 'inserted' | 'updated' | 'deleted' | 'failed' | 'failures'> & { messageKey: string };

export function jobOrderOutcome(t: { inserted: number; updated: number; deleted: number; failed: number }): string {
  if (t.failed > 0) {
    return 'ats_joborder_sync_some_failures';
  }
  return t.inserted + t.updated + t.deleted > 0 ? 'ats_joborder_sync_changed' : 'ats_joborder_sync_up_to_date';
}

const zip = (z: string | null): number | null => {
  const digits = /^\s*(\d{5})/.exec(z ?? '')?.[1];
  return digits ? Number(digits) : null;
};

/** Names of the ATS's categories and specialties, so a posting is searched by the names applicants see. */
interface Names { categories: Map<string, string>; specialties: Map<string, string> }

export function toPosting(j: AtsJobOrder, names: Names): AtsPostingFields {
  return {
    external_id: j.id,
    name: j.title.trim().slice(0, 200),
    desc: j.description,
    brief_desc: j.briefDescription?.slice(0, 500) ?? null,
    requirements: j.requirements,
    start_date: j.startDate,
    posted_date: j.dateAdded,
    pay_low: j.payLow,
    pay_high: j.payHigh,
    pay_rate: j.payRate,
    salary: j.salary,
    job_type: j.employmentType?.slice(0, 64) ?? null,
    job_address1: j.address1,
    job_city: j.city,
    job_state: j.state?.slice(0, 8) ?? null,
    job_zip: zip(j.zip),
    job_country: j.country?.slice(0, 8) ?? null,
    category: j.categoryId ? (names.categories.get(j.categoryId) ?? null) : null,
    specialty: j.specialtyId ? (names.specialties.get(j.specialtyId) ?? null) : null,
    active: j.open && !j.deleted,
    public: j.public && j.open && !j.deleted,
  };
}

/**
 * Job order sync: the ATS's open job orders become the customer's job postings (and their companies job
 * clients), through talent's AtsJobTarget. `all` reads every job order and makes the ATS postings it no
 * longer lists inactive; `changes` reads the change log from the stored cursor and touches only what
 * changed (the first run, with no cursor, is a full one).
 */
export class JobOrderSync {
  private readonly clientIds = new Map<string, number>();
  private names: Names | null = null;
  private readonly totals: Outcome = { inserted: 0, updated: 0, deleted: 0, failed: 0, failures: [], messageKey: '' };

  constructor(
    private readonly ds: DataSource,
    private readonly customerId: number,
    private readonly ats: AtsConnector,
    private readonly target: AtsJobTarget,
    private readonly progress: (percent: number) => Promise<void>,
  ) {}

  async all(): Promise<Outcome> {
    // The cursor is read first: a change made while we list is applied again by the next incremental run.
    const cursor = await this.ats.latestCursor();
    for (const client of await this.ats.clients()) {
      const { client_id } = await this.target.upsertClient(this.customerId, { external_id: client.id, client_name: client.name.slice(0, 200), active: client.active });
      this.clientIds.set(client.id, client_id);
    }
    const orders = await this.ats.jobOrders();
    const seen = new Set<string>();
    for (const [n, order] of orders.entries()) {
      seen.add(order.id);
      await this.apply(order);
      if (n % 25 === 24) {
        await this.progress(Math.round(((n + 1) / orders.length) * 90));
      }
    }
    for (const externalId of await this.target.activeExternalIds(this.customerId)) {
      if (!seen.has(externalId) && (await this.target.deactivatePosting(this.customerId, externalId))) {
        this.totals.deleted += 1;
      }
    }
    await this.saveCursor(cursor);
    return this.finish();
  }

  async changes(): Promise<Outcome> {
    const stored = await this.ds.getRepository(AtsCursorEntity).findOneBy({ customer_id: this.customerId, stream: JOB_ORDER_STREAM });
    if (!stored) {
      return this.all();
    }
    const { changes, cursor } = await this.ats.changesSince(stored.cursor, ['joborders', 'clients']);
    const clients = new Set(changes.filter((c) => c.entity === 'clients').map((c) => c.id));
    const orders = new Map<string, 'gone' | 'changed'>();
    for (const c of changes.filter((x) => x.entity === 'joborders')) {
      orders.set(c.id, c.change === 'DELETED' ? 'gone' : 'changed');
    }
    for (const id of clients) {
      const client = await this.ats.client(id);
      if (client) {
        const { client_id } = await this.target.upsertClient(this.customerId, { external_id: client.id, client_name: client.name.slice(0, 200), active: client.active });
        this.clientIds.set(client.id, client_id);
      }
    }
    let n = 0;
    for (const [id, what] of orders) {
      const order = what === 'gone' ? null : await this.ats.jobOrder(id);
      if (!order || order.deleted) {
        if (await this.target.deactivatePosting(this.customerId, id)) {
          this.totals.deleted += 1;
        }
      } else {
        await this.apply(order);
      }
      n += 1;
      await this.progress(Math.round((n / orders.size) * 90));
    }
    await this.saveCursor(cursor);
    return this.finish();
  }

  private async apply(order: AtsJobOrder): Promise<void> {
    if (!order.title.trim()) {
      this.totals.failed += 1;
      this.totals.failures.push({ part: 'joborders', external_id: order.id, messageKey: 'ats_sync_invalid_name' });
      return;
    }
    const change = await this.target.upsertPosting(this.customerId, await this.clientOf(order.clientId), toPosting(order, await this.nameTables()));
    if (change !== 'unchanged') {
      this.totals[change] += 1;
    }
  }

  private async clientOf(externalId: string | null): Promise<number | null> {
    if (!externalId) {
      return null;
    }
    const known = this.clientIds.get(externalId);
    if (known !== undefined) {
      return known;
    }
    const client = await this.ats.client(externalId);
    if (!client) {
      return null;
    }
    const { client_id } = await this.target.upsertClient(this.customerId, { external_id: client.id, client_name: client.name.slice(0, 200), active: client.active });
    this.clientIds.set(externalId, client_id);
    return client_id;
  }

  private async nameTables(): Promise<Names> {
    if (!this.names) {
      const [categories, specialties] = await Promise.all([this.ats.categories(), this.ats.specialties()]);
      this.names = { categories: new Map(categories.map((c) => [c.id, c.name])), specialties: new Map(specialties.map((s) => [s.id, s.name])) };
    }
    return this.names;
  }

  private async saveCursor(cursor: number): Promise<void> {
    await this.ds.getRepository(AtsCursorEntity).save({ customer_id: this.customerId, stream: JOB_ORDER_STREAM, cursor, updated_at: new Date() });
  }

  private finish(): Outcome {
    return { ...this.totals, messageKey: jobOrderOutcome(this.totals) };
  }
}
