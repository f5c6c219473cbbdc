import { Inject, Injectable } from '@nestjs/common';
import { Readable } from 'stream';
import { DataSource } from 'typeorm';
import { csvLine, TenantRepository, type AuthContext } from '@attest/platform';
import { I9RecordsService } from '../records/i9-records.service';
import { ActorService } from '../shared/actor';
import { I9TrailEntity } from './i9-trail.entity';
import { TrailChainCheck } from './trail-chain';
import { trailCsvLine, TRAIL_CSV_COLUMNS, verificationCsvLine } from './trail-csv';
import { TrailService } from './trail.service';

const PAGE = 500;

export interface TrailCsvFile {
  filename: string;
  stream: Readable;
}

interface Snapshot {
  customerId: number;
  recordId: number;
  trail_seq: number;
  trail_head: string | null;
}

/**
 * GET /api/v1/i9/{id}/trail/export: the trail as CSV, streamed page by page and verified on the way (the last
 * line is the result). The chain's end is taken under the record's lock, with the export's own `view` row
 * (target 'trail_export'), so the file holds exactly the rows up to that point and verifies against that head.
 */
@Injectable()
export class TrailExportService {
  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    private readonly records: I9RecordsService,
    private readonly trail: TrailService,
    private readonly actors: ActorService,
  ) {}

  async export(auth: AuthContext, recordId: number): Promise<TrailCsvFile> {
    const snapshot = await this.ds.transaction(async (m) => {
      const { record } = await this.records.lockInScope(m, auth, recordId);
      const head: Snapshot = { customerId: record.customer_id, recordId: record.id, trail_seq: record.trail_seq, trail_head: record.trail_head };
      await this.trail.append(m, record, await this.actors.of(m, auth), { action: 'view', target: 'trail_export', after: { rows: head.trail_seq } });
      return head;
    });
    const day = new Date().toISOString().slice(0, 10);
    return { filename: `i9-${recordId}-trail-${day}.csv`, stream: Readable.from(this.lines(snapshot)) };
  }

  private async *lines(head: Snapshot): AsyncGenerator<string> {
    yield csvLine([...TRAIL_CSV_COLUMNS]);
    const check = new TrailChainCheck();
    for (let after = 0; after < head.trail_seq; ) {
      const page = await new TenantRepository(this.ds, I9TrailEntity)
        .query(head.customerId, 't')
        .andWhere('t.record_id = :recordId AND t.seq > :after AND t.seq <= :last', { recordId: head.recordId, after, last: head.trail_seq })
        .orderBy('t.seq', 'ASC')
        .take(PAGE)
        .getMany();
      if (!page.length) {
        break;
      }
      for (const row of page) {
        check.add(row);
      }
      yield page.map(trailCsvLine).join('');
      after = page[page.length - 1].seq;
    }
    yield verificationCsvLine(check.result(head), new Date());
  }
}
