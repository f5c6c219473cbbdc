import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { conflict, fieldErrors, type AuthContext } from '@attest/platform';
import { I9RecordsService } from '../records/i9-records.service';
import { recordView, type I9RecordView } from '../records/i9-record-view';
import { RevisionsService } from '../records/revisions.service';
import { ActorService } from '../shared/actor';
import { compareYmd, employmentDates } from '../shared/i9-rules';
import { TrailService } from '../trail/trail.service';

export interface EmploymentBody {
  first_day_of_employment?: string | null;
  termination_date?: string | null;
}

/**
 * The first day of employment (before Section 2 is signed; after, it is corrected through Section 2)
 * and the termination date. Both move the deadlines and the retention date.
 */
@Injectable()
export class EmploymentService {
  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    private readonly records: I9RecordsService,
    private readonly revisions: RevisionsService,
    private readonly trail: TrailService,
    private readonly actors: ActorService,
  ) {}

  async set(auth: AuthContext, recordId: number, body: EmploymentBody): Promise<I9RecordView> {
    return this.ds.transaction(async (m) => {
      const { record } = await this.records.lockInScope(m, auth, recordId);
      const firstDay = body.first_day_of_employment === undefined ? record.first_day_of_employment : body.first_day_of_employment;
      const termination = body.termination_date === undefined ? record.termination_date : body.termination_date;
      if (firstDay !== record.first_day_of_employment && record.section2_signed_at) {
        throw conflict('i9_section2_signed');
      }
      if (termination && !firstDay) {
        throw fieldErrors({ termination_date: 'required_if_other_value_is_falsy' });
      }
      if (termination && firstDay && compareYmd(termination, firstDay) < 0) {
        throw fieldErrors({ termination_date: 'date_at_least' });
      }
      const before = { first_day_of_employment: record.first_day_of_employment, termination_date: record.termination_date, retention_until: record.retention_until };
      await this.records.patch(m, record, { termination_date: termination, ...employmentDates(firstDay, termination) });
      const after = { first_day_of_employment: record.first_day_of_employment, termination_date: record.termination_date, retention_until: record.retention_until };
      if (JSON.stringify(before) !== JSON.stringify(after)) {
        await this.trail.append(m, record, await this.actors.of(m, auth), { action: 'employment', before, after });
      }
      return recordView(record, await this.revisions.list(m, record));
    });
  }
}
