import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { ApplicantEntity } from '@attest/applicant';
import { TenantRepository, type AuthContext } from '@attest/platform';
import { lockRecord } from '../../records/record-lock';
import { ActorService } from '../../shared/actor';
import { TrailService } from '../../trail/trail.service';
import { caseTarget } from '../cases/case-store';
import type { EverifyCaseEntity } from '../cases/entities';
import { EverifyCasesService } from '../cases/everify-cases.service';
import { EverifyCaseFileEntity } from '../documents/entities/everify-case-file.entity';
import { EverifyTncWorkflowEntity } from '../tnc/entities/everify-tnc-workflow.entity';
import { caseDetails, type CaseDetails } from './case-details';
import { renderCaseDetailsPdf } from './render-case-details-pdf';

/** The printable case details: the PDF for staff (a view on the I-9's trail) and for the case ZIP. */
@Injectable()
export class CasePrintService {
  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    private readonly cases: EverifyCasesService,
    private readonly actors: ActorService,
    private readonly trail: TrailService,
  ) {}

  /** GET /api/v1/everify/printcasedetails/{id}: E-Verify on, the case in the caller's view (else 404). */
  async print(auth: AuthContext, caseId: number): Promise<{ pdf: Uint8Array; filename: string }> {
    const { c } = await this.cases.findInScope(auth, caseId);
    await this.ds.transaction(async (m: EntityManager) => {
      const record = await lockRecord(m, auth.customerId, c.i9_record_id);
      await this.trail.append(m, record, await this.actors.of(m, auth), { action: 'view', target: caseTarget(c.id, 'print') });
    });
    return { pdf: await this.render(c), filename: caseDetailsFileName(c) };
  }

  async render(c: EverifyCaseEntity): Promise<Uint8Array> {
    return renderCaseDetailsPdf(await this.details(c));
  }

  async details(c: EverifyCaseEntity): Promise<CaseDetails> {
    const [applicant, history, workflow, files] = await Promise.all([
      new TenantRepository(this.ds, ApplicantEntity).findOne(c.customer_id, { applicant_id: c.applicant_id }),
      this.cases.history(c.customer_id, c.id),
      new TenantRepository(this.ds, EverifyTncWorkflowEntity).findOne(c.customer_id, { case_id: c.id }),
      new TenantRepository(this.ds, EverifyCaseFileEntity).find(c.customer_id, { case_id: c.id }),
    ]);
    return caseDetails({ c, names: { first: applicant?.first_name ?? null, last: applicant?.last_name ?? null }, history, workflow, files: files.sort((a, b) => a.id - b.id) });
  }
}

export const caseDetailsFileName = (c: Pick<EverifyCaseEntity, 'id' | 'case_number'>): string => `everify-case-${c.case_number ?? c.id}.pdf`;
