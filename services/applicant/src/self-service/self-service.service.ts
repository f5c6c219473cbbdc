import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { sanitizeHtml, type SelfServiceOverview, type SelfServiceTask } from '@attest/contracts';
import { AuditLogEntity, CustomerConfigService, TenantRepository, type AuthContext } from '@attest/platform';
import { ApplicationStatusEntity } from '../application-status/entities/application-status.entity';
import { ApplicantEntity, ApplicantPropEntity } from '../applicant-record/entities';
import { loadCallingApplicant } from '../shared/applicant-scope';
import { ymd } from '../shared/server-dates';

export const SELF_SERVICE_FLAGS = ['enable_self_service_tasks', 'enable_completed_tasks_view', 'enable_applicant_instructions'] as const;
/** Customer text key holding the instructions HTML. */
export const APPLICANT_INSTRUCTIONS_KEY = 'APPLICANT_INSTRUCTIONS';
const PRELIM_PROP = 'prelim_info_complete';

/** GET /api/v1/applicants/self-service: the applicant's tasks, completed tasks and instructions. */
@Injectable()
export class SelfServiceService {
  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    private readonly config: CustomerConfigService,
  ) {}

  async overview(auth: AuthContext): Promise<SelfServiceOverview> {
    const applicant = await loadCallingApplicant(this.ds, auth);
    const flags = await this.config.flags(auth.customerId, SELF_SERVICE_FLAGS);
    const tasks = flags.enable_self_service_tasks || flags.enable_completed_tasks_view ? await this.tasks(applicant) : [];
    const instructions = flags.enable_applicant_instructions ? await this.config.get(auth.customerId, APPLICANT_INSTRUCTIONS_KEY) : null;
    return {
      tasks: flags.enable_self_service_tasks ? tasks : null,
      completed: flags.enable_completed_tasks_view ? tasks.filter((t) => t.done) : null,
      instructions_html: instructions == null ? null : sanitizeHtml(instructions),
    };
  }

  private async tasks(applicant: ApplicantEntity): Promise<SelfServiceTask[]> {
    const { customer_id: customerId, applicant_id: applicantId } = applicant;
    const [status, prelim] = await Promise.all([
      new TenantRepository(this.ds, ApplicationStatusEntity).findOne(customerId, { applicant_id: applicantId }),
      new TenantRepository(this.ds, ApplicantPropEntity).findOne(customerId, { applicant_id: applicantId, state: '', code: PRELIM_PROP }),
    ]);
    const applicationDone = (status?.status ?? applicant.current_application_status) === 'COMPLETE';
    const prelimDone = prelim?.value === '1';
    return [
      {
        key: 'application',
        titleKey: 'self_service_complete_application',
        title: 'Complete your application',
        path: 'application',
        done: applicationDone,
        completed_date: applicationDone ? ymd(status?.last_modified ?? applicant.last_updated) : null,
      },
      {
        key: 'prelim_info',
        titleKey: 'self_service_complete_profile_info',
        title: 'Complete your profile info',
        path: 'prelim-info',
        done: prelimDone,
        completed_date: prelimDone ? await this.prelimCompletedDate(customerId, applicantId) : null,
      },
    ];
  }

  /** Props carry no timestamp: the date is that of the audited change that set the flag. */
  private async prelimCompletedDate(customerId: number, applicantId: number): Promise<string | null> {
    const row = await new TenantRepository(this.ds, AuditLogEntity)
      .query(customerId, 'a')
      .andWhere('a.entity = :entity AND a.entity_id = :id AND a.changes LIKE :needle', { entity: 'applicant', id: String(applicantId), needle: `%"props.${PRELIM_PROP}"%` })
      .orderBy('a.id', 'DESC')
      .getOne();
    return row ? ymd(row.created_at) : null;
  }
}
