import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { PERMISSIONS } from '@attest/contracts';
import { AuditService, requirePermission, type AuthContext } from '@attest/platform';
import { ActorService } from '../shared/actor';
import { TrailService } from '../trail/trail.service';
import { recordView, type I9RecordView } from './i9-record-view';
import { I9RecordsService } from './i9-records.service';
import { RevisionsService } from './revisions.service';

/**
 * Staff reading an I-9. Every read is a trail row; SSNs and document numbers are answered masked unless
 * the caller holds pii.ssn.reveal and asks (?reveal=true): then the trail row is a `reveal` and the
 * audit log records it too.
 */
@Injectable()
export class I9ViewService {
  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    private readonly records: I9RecordsService,
    private readonly revisions: RevisionsService,
    private readonly trail: TrailService,
    private readonly actors: ActorService,
    private readonly audit: AuditService,
  ) {}

  async ofApplicant(auth: AuthContext, applicantId: number, reveal: boolean): Promise<I9RecordView> {
    return this.byId(auth, await this.records.currentIdOf(auth, applicantId), reveal);
  }

  async byId(auth: AuthContext, recordId: number, reveal: boolean): Promise<I9RecordView> {
    if (reveal) {
      requirePermission(auth, PERMISSIONS.PII_SSN_REVEAL);
    }
    return this.ds.transaction(async (m) => {
      const { record } = await this.records.lockInScope(m, auth, recordId);
      const actor = await this.actors.of(m, auth);
      await this.trail.append(m, record, actor, { action: reveal ? 'reveal' : 'view', after: reveal ? { fields: 'sensitive' } : null });
      if (reveal) {
        await this.audit.record(auth, { entity: 'i9', entityId: record.id, action: 'reveal', changes: { revealed: { from: null, to: ['i9_ssn', 'uscis_number', 'form_i94_num', 'foreign_passport_num', 'document_number'] } } }, m);
      }
      return recordView(record, await this.revisions.list(m, record), { reveal });
    });
  }
}
