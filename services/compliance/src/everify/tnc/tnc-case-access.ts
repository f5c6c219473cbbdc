import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { notFound, type AuthContext } from '@attest/platform';
import { caseRepo } from '../cases/case-store';
import type { EverifyCaseEntity } from '../cases/entities';
import { EverifyAccess } from '../cases/everify-access';
import { EverifyCasesService } from '../cases/everify-cases.service';

/**
 * The case a TNC call is about: for staff, a case in their view (EverifyCasesService.findInScope); for the
 * employee, only a case of their own (anything else is 404, as if it did not exist). E-Verify must be on.
 */
@Injectable()
export class TncCaseAccess {
  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    private readonly access: EverifyAccess,
    private readonly cases: EverifyCasesService,
  ) {}

  async caseFor(auth: AuthContext, caseId: number, db: DataSource | EntityManager = this.ds): Promise<EverifyCaseEntity> {
    if (auth.party !== 'applicant') {
      return (await this.cases.findInScope(auth, caseId, db)).c;
    }
    await this.access.requireEnabled(auth);
    const c = await caseRepo(db).findOne(auth.customerId, { id: caseId, applicant_id: auth.applicantId ?? 0 });
    if (!c) {
      throw notFound();
    }
    return c;
  }

  /** Under the action's lock: the employee may act only on their own case. */
  requireOwn(auth: AuthContext, c: EverifyCaseEntity): void {
    if (auth.party === 'applicant' && c.applicant_id !== auth.applicantId) {
      throw notFound();
    }
  }
}
