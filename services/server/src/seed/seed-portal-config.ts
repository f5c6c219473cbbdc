import type { INestApplication } from '@nestjs/common';
import { CustomerConfigService } from '@attest/platform';
import { DEMO_TALENT_CONFIG } from './seed-talent-portal-config';

/**
 * The demo customer's applicant-portal settings: every optional section on, self-service with tasks,
 * and the instruction texts (HTML from configuration; the server sanitises it before answering).
 * Only keys not yet set are written, so a customer's own changes survive a restart.
 */
export const DEMO_PORTAL_CONFIG: Record<string, string> = {
  ...DEMO_TALENT_CONFIG,
  enable_presceening_tax_exemptions: 'true',
  enable_skills_selection: 'true',
  enable_specialties_selection: 'true',
  prompt_for_days_available: 'true',
  prompt_job_alerts_on_app: 'true',
  enable_self_service_tasks: 'true',
  enable_completed_tasks_view: 'true',
  enable_applicant_instructions: 'true',
  num_work_history_required: '1',
  JOB_PREFS_DETAILS:
    '<p>Tell us <strong>what work you want</strong>. We only send you jobs that match.</p>',
  APPLICANT_INSTRUCTIONS:
    '<p>Welcome to Acme Staffing. Finish your <strong>online application</strong>, then sign your onboarding documents.</p>',
};

export async function seedPortalConfig(app: INestApplication, customerId: number): Promise<void> {
  const config = app.get(CustomerConfigService);
  for (const [name, value] of Object.entries(DEMO_PORTAL_CONFIG)) {
    if ((await config.get(customerId, name)) === null) {
      await config.setForCustomer(customerId, name, value);
    }
  }
}
