import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { conflict, CustomerConfigService, type AuthContext } from '@attest/platform';
import { customerEadCategories } from '../everify/ead-admin/ead-categories';
import { I9RecordsService } from '../records/i9-records.service';
import { recordView, type I9RecordView } from '../records/i9-record-view';
import { RevisionsService } from '../records/revisions.service';
import { ActorService } from '../shared/actor';
import { reverifyDueOf, SECTION2_FLAGS, todayYmd, validateSupplementB } from '../shared/i9-rules';
import { maskedDiff, type Payload } from '../shared/payload-mask';
import { TrailService } from '../trail/trail.service';

/**
 * POST /api/v1/submissions/{id}/revision: a Supplement B entry (rehire, legal name change,
 * reverification), signed by the staff user at once. Only after Section 2; the contracts' rules decide
 * whether the reason applies (a rehire within 3 years, a reverification only of an expiring List A/C
 * authorization, never a permanent resident card or a List B document).
 */
@Injectable()
export class SupplementBService {
  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    private readonly records: I9RecordsService,
    private readonly revisions: RevisionsService,
    private readonly trail: TrailService,
    private readonly actors: ActorService,
    private readonly config: CustomerConfigService,
  ) {}

  async add(auth: AuthContext, recordId: number, value: Payload): Promise<I9RecordView> {
    const flags = await this.config.flags(auth.customerId, SECTION2_FLAGS);
    return this.ds.transaction(async (m) => {
      const { record } = await this.records.lockInScope(m, auth, recordId);
      if (!record.section2_signed_at) {
        throw conflict('i9_section2_not_signed');
      }
      const today = todayYmd();
      const entry = await validateSupplementB(value, {
        ...flags,
        originalI9Date: new Date(record.section2_signed_at).toISOString().slice(0, 10),
        authorizationEnds: record.work_auth_until,
        today,
        eadCategories: await customerEadCategories(m, auth.customerId),
      });
      const actor = await this.actors.of(m, auth);
      const saved = await this.revisions.insertSigned(m, record, 'supplementB', entry as unknown as Payload, actor, entry.employer_name || actor.name);
      await this.records.patch(m, record, {
        work_auth_until: entry.document ? reverifyDueOf([entry.document]) : record.work_auth_until,
        // A rehired employee is employed again: the record is kept until they leave.
        termination_date: entry.reason === 'rehire' ? null : record.termination_date,
      });
      await this.trail.append(m, record, actor, { action: 'sign', target: `supplementB#${saved.revision.revision}`, after: maskedDiff(null, entry as unknown as Payload).after });
      return recordView(record, await this.revisions.list(m, record));
    });
  }
}
