import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { PERMISSIONS } from '@attest/contracts';
import { AuditService, conflict, fieldErrors, notFound, requirePermission, TenantRepository, UserRoleEntity, type AuthContext } from '@attest/platform';
import { todayYmd } from '../../shared/i9-rules';
import { assessmentBypassed } from './assessment-guard';
import type { AssessmentResultBody, OrderAssessmentBody } from './dto/assessment.dto';
import { EverifyAssessmentEntity } from './entities/everify-assessment.entity';

export interface AssessmentView {
  user_id: number;
  status: 'not_ordered' | 'ordered' | 'passed';
  /** Translation key of the status. */
  status_key: string;
  ordered_at: Date | null;
  passed_on: string | null;
  /** by_pass_everify_assessment_requirements is on: the assessment is not required to create cases. */
  bypassed: boolean;
  /** The user may create E-Verify cases as far as the assessment goes. */
  may_create_cases: boolean;
}

const repo = (db: DataSource | EntityManager) => new TenantRepository(db, EverifyAssessmentEntity);

/**
 * The E-Verify assessment of a staff user (staff-side §7 "Assessment"): E-Verify's tutorial and knowledge test,
 * ordered for the user, then passed on a date. The product does not host USCIS's tutorial: the user takes it at
 * E-Verify and the pass is recorded here (docs/decisions/0016). Another user's assessment needs account.read to
 * read and account.manage to order or record; the user must hold a role in the customer (else 404).
 */
@Injectable()
export class AssessmentService {
  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    private readonly audit: AuditService,
  ) {}

  async view(auth: AuthContext, userId: number): Promise<AssessmentView> {
    if (userId !== auth.userId) {
      requirePermission(auth, PERMISSIONS.ACCOUNT_READ);
    }
    await this.requireMember(this.ds, auth.customerId, userId);
    return this.viewOf(this.ds, auth.customerId, userId);
  }

  /** Orders the assessment (again, idempotently, while not passed; 409 assessment_already_passed once passed). */
  async order(auth: AuthContext, body: OrderAssessmentBody): Promise<AssessmentView> {
    const userId = body.user_id ?? auth.userId ?? 0;
    this.requireOwnOrManager(auth, userId);
    return this.ds.transaction(async (m) => {
      await this.requireMember(m, auth.customerId, userId);
      const existing = await repo(m).findOne(auth.customerId, { user_id: userId });
      if (existing?.status === 'passed') {
        throw conflict('assessment_already_passed');
      }
      if (!existing) {
        await repo(m).insert(auth.customerId, { user_id: userId, status: 'ordered', ordered_at: new Date(), ordered_by: auth.userId ?? 0, passed_on: null, recorded_by: null, recorded_at: null });
        await this.audit.record(auth, { entity: 'user_everify_assessment', entityId: String(userId), action: 'create', changes: { status: { from: null, to: 'ordered' } } }, m);
      }
      return this.viewOf(m, auth.customerId, userId);
    });
  }

  /** *(ours)* Records the pass: the day, not in the future, confirmed by the person recording it. */
  async recordResult(auth: AuthContext, userId: number, body: AssessmentResultBody): Promise<AssessmentView> {
    this.requireOwnOrManager(auth, userId);
    if (body.passed_on > todayYmd()) {
      throw fieldErrors({ passed_on: 'i9_date_in_future' });
    }
    return this.ds.transaction(async (m) => {
      await this.requireMember(m, auth.customerId, userId);
      const existing = await repo(m).findOne(auth.customerId, { user_id: userId });
      const passed = { status: 'passed' as const, passed_on: body.passed_on, recorded_by: auth.userId ?? 0, recorded_at: new Date() };
      if (existing) {
        await repo(m).update(auth.customerId, { id: existing.id }, passed);
      } else {
        await repo(m).insert(auth.customerId, { user_id: userId, ordered_at: null, ordered_by: null, ...passed });
      }
      await this.audit.record(auth, { entity: 'user_everify_assessment', entityId: String(userId), action: 'update', changes: { status: { from: existing?.status ?? null, to: 'passed' }, passed_on: { from: existing?.passed_on ?? null, to: body.passed_on } } }, m);
      return this.viewOf(m, auth.customerId, userId);
    });
  }

  private requireOwnOrManager(auth: AuthContext, userId: number): void {
    if (userId !== auth.userId) {
      requirePermission(auth, PERMISSIONS.ACCOUNT_MANAGE);
    }
  }

  /** A staff user of the customer holds a role in it. */
  private async requireMember(db: DataSource | EntityManager, customerId: number, userId: number): Promise<void> {
    if (!(await new TenantRepository(db, UserRoleEntity).findOne(customerId, { user_id: userId }))) {
      throw notFound();
    }
  }

  private async viewOf(db: DataSource | EntityManager, customerId: number, userId: number): Promise<AssessmentView> {
    const row = await repo(db).findOne(customerId, { user_id: userId });
    const bypassed = await assessmentBypassed(db, customerId);
    const status = row?.status ?? 'not_ordered';
    return {
      user_id: userId,
      status,
      status_key: `assessment_status_${status}`,
      ordered_at: row?.ordered_at ?? null,
      passed_on: row?.passed_on ?? null,
      bypassed,
      may_create_cases: bypassed || status === 'passed',
    };
  }
}
