import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { HideSurveyInput } from '@attest/contracts';
import { AuditService, locationScope, notFound, TenantRepository, type AuthContext } from '@attest/platform';
import { SurveyAnswerEntity } from './entities/survey-answer.entity';

/** Survey answers the staff moderate: hiding one takes it out of the NPS report (it stays in the surveys list). */
@Injectable()
export class SurveysService {
  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    private readonly audit: AuditService,
  ) {}

  /** Another customer's answer, or one of an applicant outside the caller's locations, is not found. */
  async setHidden(auth: AuthContext, id: number, input: HideSurveyInput): Promise<{ id: number; hidden: boolean }> {
    return this.ds.transaction(async (m) => {
      const qb = new TenantRepository(m, SurveyAnswerEntity)
        .query(auth.customerId, 's')
        .innerJoin('applicants', 'a', 'a.applicant_id = s.applicant_id AND a.customer_id = s.customer_id')
        .andWhere('s.id = :id', { id });
      const scope = locationScope(auth);
      if (scope !== null) {
        qb.andWhere(scope.length ? 'a.location_id IN (:...scope)' : '1 = 0', { scope });
      }
      const row = await qb.getOne();
      if (!row) {
        throw notFound();
      }
      const hidden = input.hidden ? 1 : 0;
      if (row.hidden !== hidden) {
        await new TenantRepository(m, SurveyAnswerEntity).update(auth.customerId, { id }, { hidden });
        await this.audit.record(auth, { entity: 'survey_answer', entityId: id, action: input.hidden ? 'hide' : 'show', changes: { hidden: { from: row.hidden === 1, to: input.hidden } } }, m);
      }
      return { id, hidden: input.hidden };
    });
  }
}
