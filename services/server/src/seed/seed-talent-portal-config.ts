import { JOB_DISPLAY_FLAG_KEYS } from '@attest/contracts';

/**
 * The demo customer's talent platform (decision 0041): Jobs, My jobs and Alerts in the applicant navigation, and
 * a job search that offers every criterion and shows every field (the job search display settings of 0042).
 */
export const DEMO_TALENT_CONFIG: Record<string, string> = {
  enable_talent_platform: 'true',
  ...Object.fromEntries(JOB_DISPLAY_FLAG_KEYS.map((key) => [key, 'true'])),
};
