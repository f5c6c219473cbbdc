import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { ApplicantPort, type ApplicantRecordPatch, type ApplicantRecordView } from '@attest/forms';
import { TenantRepository, type AuthContext } from '@attest/platform';
import { ApplicantRecordService } from '../applicant-record/applicant-record.service';
import { historyKindByFunction } from '../histories/history-kinds';
import { resolveApplicant } from '../shared/resolve-applicant';

/** The applicant service's side of the form engine's ApplicantPort. */
@Injectable()
export class FormsApplicantPort extends ApplicantPort {
  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    private readonly records: ApplicantRecordService,
  ) {
    super();
  }

  resolveApplicant(db: DataSource | EntityManager, auth: AuthContext, applicantId: number | undefined): Promise<number> {
    return resolveApplicant(db, auth, applicantId);
  }

  view(auth: AuthContext, customerId: number, applicantId: number): Promise<ApplicantRecordView> {
    return this.records.get(auth, customerId, applicantId);
  }

  async update(auth: AuthContext, customerId: number, patch: ApplicantRecordPatch, m: EntityManager): Promise<void> {
    await this.records.update(auth, customerId, patch, m);
  }

  async historyRecordOwner(db: DataSource | EntityManager, auth: AuthContext, getEntitiesFunction: unknown, entityId: number): Promise<number | null> {
    const kind = historyKindByFunction(getEntitiesFunction);
    if (!kind) {
      return null;
    }
    const row = await new TenantRepository(db, kind.target).findOneOr404(auth.customerId, { [kind.idName]: entityId, deleted: 0 } as never);
    return row.applicant_id;
  }
}
