import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AuthContext } from '@attest/platform';
import { I9RecordsService } from '../records/i9-records.service';
import { ActorService } from '../shared/actor';
import type { I9TrailEntity } from './i9-trail.entity';
import { openTrailJson, TrailService, type TrailVerification } from './trail.service';

export interface TrailRowView {
  seq: number;
  at: Date;
  actor_party: string;
  actor_id: number;
  actor_name: string | null;
  acting_user_id: number | null;
  ip: string | null;
  action: string;
  target: string | null;
  before: unknown;
  after: unknown;
  hash: string;
}

export interface TrailAnswer {
  record_id: number;
  verification: TrailVerification;
  rows: TrailRowView[];
}

function rowView(r: I9TrailEntity): TrailRowView {
  return {
    seq: r.seq, at: r.at, actor_party: r.actor_party, actor_id: r.actor_id, actor_name: r.actor_name, acting_user_id: r.acting_user_id,
    ip: r.ip, action: r.action, target: r.target, before: openTrailJson(r.before_json), after: openTrailJson(r.after_json), hash: r.hash,
  };
}

/** GET /api/v1/i9/{id}/trail: the rows and whether the chain verifies (reading it is itself a trail row, after the check). */
@Injectable()
export class TrailViewService {
  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    private readonly records: I9RecordsService,
    private readonly trail: TrailService,
    private readonly actors: ActorService,
  ) {}

  async get(auth: AuthContext, recordId: number): Promise<TrailAnswer> {
    return this.ds.transaction(async (m) => {
      const { record } = await this.records.lockInScope(m, auth, recordId);
      const rows = await this.trail.list(record.customer_id, record.id, m);
      const verification = await this.trail.verify(record, m);
      await this.trail.append(m, record, await this.actors.of(m, auth), { action: 'view', target: 'trail' });
      return { record_id: record.id, verification, rows: rows.map(rowView) };
    });
  }
}
